/**
 * The provider's bookings of one course (decision 024): the list (`GET …/bookings`), the CSV link, a
 * booking added by hand, cancelling with a message, and the message to all participants. Every write
 * refreshes the list and the provider profile (its places taken change).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TManualBookingInput,
  TManualBookingResult,
  TParticipantMessageInput,
  TParticipantMessageResult,
  TProviderBookingList,
} from "#shared/schemas/booking-management";
import { api } from "#web/lib/api-client";
import { providerKeys } from "./provider-api";

/** `/api/providers/:id/courses/:itemId/bookings` without the `/api`. */
const bookingsPath = (providerId: string, courseId: string) =>
  `/providers/${encodeURIComponent(providerId)}/courses/${encodeURIComponent(courseId)}/bookings`;

/** The CSV export's address, for a plain download link (the session cookie goes along). */
export const bookingsCsvUrl = (providerId: string, courseId: string): string =>
  `/api${bookingsPath(providerId, courseId)}.csv`;

export const courseBookingKeys = {
  list: (providerId: string, courseId: string) =>
    [...providerKeys.all, "bookings", providerId, courseId] as const,
};

export const courseBookingsQueryOptions = (providerId: string, courseId: string) =>
  queryOptions({
    queryKey: courseBookingKeys.list(providerId, courseId),
    queryFn: ({ signal }) => api<TProviderBookingList>(bookingsPath(providerId, courseId), { signal }),
  });

export const useCourseBookings = (providerId: string, courseId: string) =>
  useQuery(courseBookingsQueryOptions(providerId, courseId));

/** Refreshes the bookings list and the provider profile (places taken) after a write. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: providerKeys.all });
}

/** `POST …/bookings`: a phone booking; resolves to booked or waitlisted. */
export function useAddManualBooking(providerId: string, courseId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TManualBookingInput) =>
      api<TManualBookingResult>(bookingsPath(providerId, courseId), { method: "POST", body }),
    onSettled: refresh,
  });
}

/** `POST …/bookings/:bookingId/cancel` with the provider's optional message to the family. */
export function useCancelBookingAsProvider(providerId: string, courseId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ bookingId, message }: { bookingId: string; message: string }) =>
      api<void>(`${bookingsPath(providerId, courseId)}/${encodeURIComponent(bookingId)}/cancel`, {
        method: "POST",
        body: { message },
      }),
    onSettled: refresh,
  });
}

/** `POST …/bookings/message`: one mail per family; resolves to how many got it. */
export function useMessageParticipants(providerId: string, courseId: string) {
  return useMutation({
    mutationFn: (body: TParticipantMessageInput) =>
      api<TParticipantMessageResult>(`${bookingsPath(providerId, courseId)}/message`, {
        method: "POST",
        body,
      }),
  });
}
