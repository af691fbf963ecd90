/** What the browser says of a failed call, on every page (SPEC §8 global HTTP handling). */

/** SPEC §8 global HTTP handling. */
export const HTTP_ERRORS = {
  forbidden: 'Access Denied: You do not have permission to perform this action.',
  server: 'Server Error: Something went wrong on our end. Please try again later.',
  network: 'Network Error: Unable to connect to the server. Please check your internet connection.',
  application: 'Application Error: An unexpected error occurred. Please try again or contact support.',
} as const;
