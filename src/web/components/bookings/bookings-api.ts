/**
 * Course bookings: `GET /api/me/bookings` (the parent's bookings, active first),
 * `POST /api/courses/:id/bookings` and `DELETE /api/bookings/:id`. Shared by the course page's booking
 * box and the parent's bookings list on /profile. After a change the list and the course (its
 * `capacity`) are read again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBookingInput, TBookingResult, TMyBookingList } from "#shared/schemas/bookings";
import { api } from "#web/lib/api-client";

export const MY_BOOKINGS_QUERY_KEY = ["bookings", "mine"] as const;

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: MY_BOOKINGS_QUERY_KEY,
    queryFn: ({ signal }) => api<TMyBookingList>("/me/bookings?limit=100", { signal }),
  });

/** The signed-in parent's bookings; pass `isEnabled: false` while nobody is signed in. */
export const useMyBookings = (isEnabled = true) =>
  useQuery({ ...myBookingsQueryOptions(), enabled: isEnabled });

/** Reads the bookings and the courses (places left) again after a booking or a cancellation. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["courses"] }),
    ]);
}

/** Books a place (or a waitlist spot) in course `courseId` (the /courses id). */
export function useBookCourse(courseId: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: TBookingInput) =>
      api<TBookingResult>(`/courses/${encodeURIComponent(courseId)}/bookings`, {
        method: "POST",
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Cancels one of the parent's bookings; the waitlist moves up on the server. */
export function useCancelBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<null>(`/bookings/${encodeURIComponent(bookingId)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
