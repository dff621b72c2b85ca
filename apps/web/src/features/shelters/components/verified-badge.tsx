/** "Verificado": Huella's staff checked the shelter (only verified shelters publish). */
export { VerifiedBadge } from '../../../components/ui/verified-badge';
