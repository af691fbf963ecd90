/**
 * The snippet form's and API's field messages: a module of their own, so the pages that only show snippets (whose
 * texts are in ./snippets.ts) do not carry them (decision 027).
 */
export const SNIPPET_VALIDATION = {
  visibilityInvalid: 'Visibility must be public, unlisted or private',
  filesInvalid: 'Files must be a list of files, each with a name, a language and its code',
  tooManyFiles: 'A snippet can hold at most 20 files',
  fileNameRequired: 'Each file needs a name',
  fileNameInvalid:
    'A file name uses letters, digits, dots, dashes and underscores, in at most five parts separated by /',
  fileNameTooLong: 'A file name cannot exceed 120 characters',
  fileNameTaken: 'Two files cannot have the same name',
  fileCodeRequired: 'Each file needs some code',
  fileCodeTooLong: 'A file cannot exceed 100,000 characters',
  filesTooLarge: 'All the files together cannot exceed 500,000 characters',
  fileLanguageInvalid: 'Choose a language for each file',
  titleRequired: 'Title is required',
  titleTooLong: 'Title cannot exceed 120 characters',
  platformRequired: 'Platform is required',
  categoryRequired: 'Category is required',
  categoryNotOfPlatform: 'Category does not belong to the selected platform',
  languageRequired: 'Language is required',
  languageNotOfPlatform: 'Language is not available on the selected platform',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description cannot exceed 5000 characters',
  codeRequired: 'Code is required',
  codeTooLong: 'Code cannot exceed 100000 characters',
  allowedSecretsInvalid: 'Placeholders must be a list of at most 50 secret fingerprints from the scan',
  revisionNoteTooLong: 'Keep the note of what changed under 200 characters',
  tagsInvalid: 'Tags must be a list of words',
  tooManyTags: 'A snippet can have at most 10 tags',
  tagTooLong: 'A tag cannot exceed 30 characters',
  tagCharacters: 'Tags can only contain letters, numbers and - _ . + #',
} as const;
