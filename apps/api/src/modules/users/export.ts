/**
 * The RGPD data export (right of access, art. 15, and portability, art. 20):
 * one JSON document with everything Huella keeps about an account. Secrets
 * (password hash, tokens) are never part of it; sessions are only counted.
 * Favourites and the reports the person sent are theirs too, and so are their
 * adoption requests (answers and timeline), the chat messages they wrote and
 * their blog comments (signed in, or with their confirmed address).
 */
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import type { UserExport } from '@huella/shared/schemas/users';
import { presentUser } from './present';
import type { PersonalDataRepository } from './personal-data-repository';
import type { UserRow } from './repository';

type Found<K extends keyof PersonalDataRepository> = Awaited<ReturnType<PersonalDataRepository[K]>>;

export interface ExportSources {
  user: UserRow;
  shelters: Pick<MyShelter, 'id' | 'name' | 'kind' | 'city' | 'role'>[];
  newsletter: Found<'findNewsletterSubscription'>;
  contactMessages: Found<'listContactMessages'>;
  favourites: Found<'listFavourites'>;
  reports: Found<'listReports'>;
  adoptionRequests: Found<'listAdoptionRequests'>;
  adoptionRequestEvents: Found<'listAdoptionRequestEvents'>;
  chatMessages: Found<'listChatMessages'>;
  blogComments: Found<'listBlogComments'>;
  activeSessions: number;
  savedSearches: Found<'listSavedSearches'>;
  questionnaire: Questionnaire | null;
  /** Shop (issue 16): already presented by the orders module. */
  orders: UserExport['orders'];
  generatedAt: Date;
}

export function presentUserExport(sources: ExportSources): UserExport {
  const { newsletter } = sources;
  return {
    generated_at: sources.generatedAt.toISOString(),
    account: presentUser(sources.user),
    shelters: sources.shelters.map(({ id, name, kind, city, role }) => ({
      id,
      name,
      kind,
      city,
      role,
    })),
    newsletter: newsletter
      ? {
          name: newsletter.name,
          email: newsletter.email,
          status: newsletter.status,
          subscribed_at: newsletter.createdAt.toISOString(),
          confirmed_at: newsletter.confirmedAt?.toISOString() ?? null,
          unsubscribed_at: newsletter.unsubscribedAt?.toISOString() ?? null,
        }
      : null,
    contact_messages: sources.contactMessages.map((message) => ({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: message.createdAt.toISOString(),
    })),
    favourites: sources.favourites.map((favourite) => ({
      pet_id: favourite.petId,
      name: favourite.name,
      added_at: favourite.createdAt.toISOString(),
    })),
    reports: sources.reports.map((report) => ({
      pet_id: report.petId,
      reason: report.reason,
      message: report.message,
      ip: report.ip,
      created_at: report.createdAt.toISOString(),
    })),
    adoption_requests: sources.adoptionRequests.map((request) => ({
      id: request.id,
      pet_id: request.petId,
      pet_name: request.petName,
      shelter_name: request.shelterName,
      state: request.state,
      created_at: request.createdAt.toISOString(),
      updated_at: request.updatedAt.toISOString(),
      answers: {
        home_type: request.homeType,
        has_garden: request.hasGarden,
        home_tenure: request.homeTenure,
        landlord_allows_pets: request.landlordAllowsPets,
        adults: request.adults,
        children: request.children,
        children_ages: request.childrenAges,
        other_animals: request.otherAnimals,
        experience: request.experience,
        hours_alone: request.hoursAlone,
        message: request.message,
      },
      events: sources.adoptionRequestEvents
        .filter((event) => event.requestId === request.id)
        .map((event) => ({
          from_state: event.fromState,
          to_state: event.toState,
          author_side: event.authorSide,
          note: event.note,
          created_at: event.createdAt.toISOString(),
        })),
    })),
    chat_messages: sources.chatMessages.map((message) => ({
      conversation_id: message.conversationId,
      pet_name: message.petName,
      shelter_name: message.shelterName,
      side: message.side,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
    blog_comments: sources.blogComments.map((comment) => ({
      id: comment.id,
      post_id: comment.postId,
      post_title: comment.postTitle,
      reply_to: comment.parentId,
      author: comment.authorName,
      email: comment.email,
      website: comment.website,
      text: comment.body,
      state: comment.state,
      created_at: comment.createdAt.toISOString(),
    })),
    sessions: { active: sources.activeSessions },
    saved_searches: sources.savedSearches.map((search) => ({
      name: search.name,
      filters: search.filters,
      frequency: search.frequency,
      paused: search.paused,
      created_at: search.createdAt.toISOString(),
    })),
    compatibility_questionnaire: sources.questionnaire,
    orders: sources.orders,
  };
}
