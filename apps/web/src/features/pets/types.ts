/** What /adopciones passes to the detail page so it can paint at once. */
import type { Animal } from '@huella/shared/schemas/pets';

export interface AnimalNavigationState {
  animal: Animal;
}
