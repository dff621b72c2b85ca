/** The page width used by the header and footer, so content lines up with them; `narrow` for reading. */
import type { ReactNode } from 'react';

interface ContainerProps {
  children: ReactNode;
  narrow?: boolean;
  className?: string;
}

export function Container({ children, narrow = false, className = '' }: ContainerProps) {
  return (
    <div
      className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${narrow ? 'max-w-4xl' : 'max-w-7xl'} ${className}`}
    >
      {children}
    </div>
  );
}
