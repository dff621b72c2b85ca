/**
 * GET /users/api/users/me/export/ → a copy of everything Huella keeps about
 * the account (RGPD), saved as huella-mis-datos.json.
 */
import { useMutation } from '@tanstack/react-query';
import { USER_EXPORT_FILENAME } from '@huella/shared/schemas/users';
import { downloadJson } from '../../../lib/download';

export const exportMyData = () => downloadJson('/users/api/users/me/export/', USER_EXPORT_FILENAME);

export const useExportMyDataMutation = () => useMutation({ mutationFn: exportMyData });
