/**
 * Why a shelter cannot publish, before anything is sent (issue 17): staff
 * have not verified it yet, or they suspended it (with their reason). Null
 * when it can. The API refuses the same cases; the form says so first.
 */
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { moderationMessages } from '@huella/shared/messages/moderation';
import type { MyShelter } from '@huella/shared/schemas/shelters';

export interface PublishBlock {
  message: string;
  /** Staff's reason for a suspension ('' when they gave none or it is not suspended). */
  reason: string;
}

export function publishBlock(shelter: MyShelter | undefined): PublishBlock | null {
  if (!shelter) return null;
  if (shelter.suspended) {
    return {
      message: moderationMessages.errors.shelterSuspended,
      reason: shelter.suspension_reason ?? '',
    };
  }
  if (!shelter.verified) return { message: announcementsMessages.shelters.unverified, reason: '' };
  return null;
}
