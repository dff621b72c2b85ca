/**
 * The services shown on the home page and /servicios: where each one leads,
 * whether it works today, and its icon. Texts live in servicesMessages.
 */
import {
  Bone,
  GraduationCap,
  HandHeart,
  HeartHandshake,
  Scissors,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import type { servicesMessages } from '@huella/shared/messages/services';

export type ServiceId = keyof typeof servicesMessages.catalogue;

export interface Service {
  id: ServiceId;
  to: string;
  /** Coming-soon services lead to the under-construction page (PRODUCT.md). */
  available: boolean;
  Icon: LucideIcon;
}

export const services: readonly Service[] = [
  { id: 'adoption', to: '/adopciones', available: true, Icon: HeartHandshake },
  { id: 'shop', to: '/tienda', available: true, Icon: ShoppingBag },
  { id: 'training', to: '/entrenamiento', available: false, Icon: GraduationCap },
  { id: 'care', to: '/cuidado', available: false, Icon: HandHeart },
  { id: 'styling', to: '/peluquerias', available: false, Icon: Scissors },
  { id: 'accessories', to: '/accesorios', available: false, Icon: Bone },
];
