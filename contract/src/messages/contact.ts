/** Texts of the contact form (SPEC §5, §8). */

export const CONTACT = {
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent. Please try again.',
  tooMany: 'Too many messages. Please try again later.',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message cannot exceed 5000 characters',
} as const;
