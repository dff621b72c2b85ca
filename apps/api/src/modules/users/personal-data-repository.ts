/**
 * One person's data in the tables of other modules, for the RGPD export and
 * for deleting an account. Newsletter subscriptions and contact messages can
 * exist without an account, so they are matched by email (case-insensitive)
 * as well as by user id; by email only when the account's address is
 * confirmed (callers pass null otherwise): anyone can register any address.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { blogMessages } from '@huella/shared/messages/blog';
import type { Database } from '../../db/client';
import { answerColumns } from '../adoption-requests';
import { releaseAdministeredShelters } from '../shelters';
import {
  adoptionRequestEvents,
  adoptionRequests,
  blogComments,
  blogPosts,
  chatMessages,
  contactMessages,
  conversations,
  favourites,
  newsletterSubscribers,
  petReports,
  pets,
  refreshTokens,
  savedSearches,
  shelters,
  users,
} from '../../db/schema';
import { emailEquals } from '../../db/email';
import { normalizeEmail } from '../../lib/email-address';

const sameEmail = (
  column: typeof newsletterSubscribers.email | typeof contactMessages.email,
  email: string,
) => emailEquals(column, email);

const ownContactMessages = (userId: number, email: string | null) =>
  email
    ? or(eq(contactMessages.userId, userId), sameEmail(contactMessages.email, email))
    : eq(contactMessages.userId, userId);

/**
 * Blog comments sent while signed in, or (once the address is proved) with
 * the account's e-mail as a guest: `email_normalized` is the normalised address.
 */
const ownBlogComments = (userId: number, email: string | null) =>
  email
    ? or(eq(blogComments.userId, userId), eq(blogComments.emailNormalized, normalizeEmail(email)))
    : eq(blogComments.userId, userId);

export function createPersonalDataRepository(db: Database) {
  return {
    async findNewsletterSubscription(email: string) {
      const [row] = await db
        .select({
          name: newsletterSubscribers.name,
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          createdAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        })
        .from(newsletterSubscribers)
        .where(sameEmail(newsletterSubscribers.email, email));
      return row;
    },

    /** Messages sent while signed in, or from a guest with the same (confirmed) address; oldest first. */
    async listContactMessages(userId: number, email: string | null) {
      return db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(ownContactMessages(userId, email))
        .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
    },

    /** Every favourite, withdrawn announcements included (the row is still kept); newest first. */
    async listFavourites(userId: number) {
      return db
        .select({ petId: favourites.petId, name: pets.name, createdAt: favourites.createdAt })
        .from(favourites)
        .innerJoin(pets, eq(pets.id, favourites.petId))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.petId));
    },

    /** Reports sent while signed in; oldest first. Guests' reports cannot be told apart by account. */
    async listReports(userId: number) {
      return db
        .select({
          petId: petReports.petId,
          reason: petReports.reason,
          message: petReports.message,
          ip: petReports.ip,
          createdAt: petReports.createdAt,
        })
        .from(petReports)
        .where(eq(petReports.userId, userId))
        .orderBy(asc(petReports.createdAt), asc(petReports.id));
    },

    /** Adoption requests the person sent, withdrawn announcements included; oldest first. */
    async listAdoptionRequests(userId: number) {
      return db
        .select({
          id: adoptionRequests.id,
          petId: adoptionRequests.petId,
          petName: pets.name,
          shelterName: shelters.name,
          state: adoptionRequests.state,
          createdAt: adoptionRequests.createdAt,
          updatedAt: adoptionRequests.updatedAt,
          ...answerColumns,
        })
        .from(adoptionRequests)
        .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
        .innerJoin(shelters, eq(shelters.id, adoptionRequests.shelterId))
        .where(eq(adoptionRequests.applicantId, userId))
        .orderBy(asc(adoptionRequests.createdAt), asc(adoptionRequests.id));
    },

    /** The timelines of those requests, oldest event first (who moved them is the shelter's data). */
    async listAdoptionRequestEvents(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({
          requestId: adoptionRequestEvents.requestId,
          fromState: adoptionRequestEvents.fromState,
          toState: adoptionRequestEvents.toState,
          authorSide: adoptionRequestEvents.authorSide,
          note: adoptionRequestEvents.note,
          createdAt: adoptionRequestEvents.createdAt,
        })
        .from(adoptionRequestEvents)
        .where(inArray(adoptionRequestEvents.requestId, requestIds))
        .orderBy(asc(adoptionRequestEvents.requestId), asc(adoptionRequestEvents.id));
    },

    /** Chat messages the person wrote, on either side; oldest first. */
    async listChatMessages(userId: number) {
      return db
        .select({
          conversationId: chatMessages.conversationId,
          petName: pets.name,
          shelterName: shelters.name,
          side: chatMessages.side,
          body: chatMessages.body,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .innerJoin(pets, eq(pets.id, conversations.petId))
        .innerJoin(shelters, eq(shelters.id, conversations.shelterId))
        .where(eq(chatMessages.senderId, userId))
        .orderBy(asc(chatMessages.id));
    },

    /** Blog comments and replies the person sent, in any state; oldest first. */
    async listBlogComments(userId: number, email: string | null) {
      return db
        .select({
          id: blogComments.id,
          postId: blogComments.postId,
          postTitle: blogPosts.title,
          parentId: blogComments.parentId,
          authorName: blogComments.authorName,
          email: blogComments.email,
          website: blogComments.website,
          body: blogComments.body,
          state: blogComments.state,
          createdAt: blogComments.createdAt,
        })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .where(ownBlogComments(userId, email))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
    },

    async listSavedSearches(userId: number) {
      return db
        .select({
          name: savedSearches.name,
          filters: savedSearches.filters,
          frequency: savedSearches.frequency,
          paused: savedSearches.paused,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    },

    /**
     * Open sessions: each login is a family of refresh tokens in which only the
     * newest one is neither rotated nor revoked, so live tokens count sessions.
     */
    async countActiveSessions(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * In one transaction: the newsletter subscription with the account's email,
     * the contact messages the export lists (sent while signed in or with that
     * email: they hold the person's name and address), the person's blog
     * comments made anonymous (signed "Usuario eliminado", without e-mail,
     * website or account; the text stays, so that the replies to it still
     * read), then the user row, whose
     * sessions, reset links and shelter memberships go with it (ON DELETE
     * CASCADE). False when the user was already gone. A shelter they are the
     * last administrator of refuses it, or goes with them when it is empty
     * (releaseAdministeredShelters).
     */
    async eraseAccount(userId: number, email: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        await releaseAdministeredShelters(tx, userId);
        if (email)
          await tx
            .delete(newsletterSubscribers)
            .where(sameEmail(newsletterSubscribers.email, email));
        await tx.delete(contactMessages).where(ownContactMessages(userId, email));
        await tx
          .update(blogComments)
          .set({
            authorName: blogMessages.deletedAuthor,
            email: '',
            emailNormalized: '',
            website: '',
            userId: null,
          })
          .where(ownBlogComments(userId, email));
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        return deleted.length === 1;
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
