/**
 * Services hero: the services as floating tiles around a happy dog. An HTML
 * composition (not one SVG) so the tiles can reuse the service icons.
 */
import {
  Bone,
  GraduationCap,
  HeartHandshake,
  Scissors,
  ShoppingBag,
  HandHeart,
  type LucideIcon,
} from 'lucide-react';
import { Dog, Heart, palette } from './parts';

interface Tile {
  Icon: LucideIcon;
  position: string;
  tone: string;
}

const tiles: Tile[] = [
  { Icon: HeartHandshake, position: 'left-[4%] top-[10%] -rotate-6', tone: 'bg-accent text-white' },
  {
    Icon: ShoppingBag,
    position: 'right-[6%] top-[6%] rotate-6',
    tone: 'bg-primary text-highlight',
  },
  { Icon: GraduationCap, position: 'left-0 top-[46%] rotate-3', tone: 'bg-white text-primary' },
  { Icon: HandHeart, position: 'right-0 top-[44%] -rotate-3', tone: 'bg-highlight text-primary' },
  { Icon: Scissors, position: 'left-[12%] bottom-[4%] rotate-6', tone: 'bg-white text-accent' },
  { Icon: Bone, position: 'right-[12%] bottom-[6%] -rotate-6', tone: 'bg-white text-primary' },
];

export function ServicesIllustration({ className = '' }: { className?: string }) {
  return (
    <div
      className={`relative mx-auto aspect-square w-full max-w-md ${className}`}
      aria-hidden="true"
    >
      <div className="absolute inset-[12%] rounded-full bg-secondary" />
      <div className="absolute inset-[22%] rounded-full border-4 border-dashed border-white/80" />
      <svg
        viewBox="0 0 300 300"
        width="300"
        height="300"
        className="absolute inset-[18%] h-[64%] w-[64%]"
        focusable="false"
      >
        <ellipse cx="150" cy="262" rx="84" ry="9" fill={palette.primary} opacity="0.14" />
        <Dog x={150} y={262} scale={0.82} />
        <Heart x={222} y={70} scale={1.4} rotate={12} />
        <Heart x={80} y={84} scale={0.9} rotate={-12} fill={palette.highlight} />
      </svg>
      {tiles.map(({ Icon, position, tone }, index) => (
        <div
          key={index}
          className={`absolute grid size-16 place-items-center rounded-2xl shadow-lg shadow-primary/15 ring-1 ring-primary/5 sm:size-20 ${position} ${tone}`}
        >
          <Icon className="size-8 sm:size-9" strokeWidth={1.8} />
        </div>
      ))}
    </div>
  );
}
