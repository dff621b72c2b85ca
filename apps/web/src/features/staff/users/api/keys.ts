/** Query keys of the staff's Usuarios (under 'staff', like every staff key). */
export interface UsersParams {
  q?: string;
  rol?: 'staff' | 'refugio' | 'usuario';
  estado?: 'activo' | 'inactivo';
  page: number;
}

export const usersKeys = {
  users: ['staff', 'users'] as const,
  list: (params: UsersParams) => ['staff', 'users', 'list', params] as const,
  user: (id: number) => ['staff', 'users', 'one', id] as const,
};
