import { ApiError, errorMessageOf } from './api-client';

/** The sentence to show when a sign-in or sign-up request fails. */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessageOf(error);
  return "We couldn't reach Chess Quest. Please check your internet connection and try again.";
}
