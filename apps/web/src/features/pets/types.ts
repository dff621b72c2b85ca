/**
 * The Animal shape of GET /api/animals and GET /api/animals/{id} (spec §3 plus
 * the catalogue fields of issue 3). Paths in `image` and `url` are relative to
 * the API base address; read them through apiUrl().
 */
export interface AnimalImage {
  url: string;
  width: number;
  height: number;
  variants: Partial<Record<'400' | '800' | '1600', string>>;
}

export interface Animal {
  id: number;
  name: string | null;
  image: string | null;
  imageUrl: string | null;
  description: string | null;
  descriptionOverview: string | null;
  location: string | null;
  characteristics: string[];
  images: AnimalImage[];
  views?: number;
  kind?: string;
  gender?: string;
  state?: string;
  shelter?: { id: number; name: string; kind: string; city: string };
}

/** What /adopciones passes to the detail page so it can paint at once. */
export interface AnimalNavigationState {
  animal: Animal;
}
