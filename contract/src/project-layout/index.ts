/**
 * Where a snippet's files go in a Salesforce DX project (decision 061): the placement behind the download zip and
 * `sf snippets pull` (decision 074). Pure: it decides paths and writes -meta.xml, given the package folder and the
 * API version; the server zips the result, the CLI writes it to disk. A subpath of its own, so the web bundle never
 * carries it.
 */
export { DEFAULT_FOLDER, NOT_DEPLOYED, Placement, type LayoutOptions, type PlacedFile } from './placement.js';
export {
  SALESFORCE_API_VERSION,
  apexDeclaration,
  apiNameOf,
  placeSnippet,
  projectTree,
  unnamedFileName,
  type ArchiveFile,
  type ArchiveSnippet,
} from './project-tree.js';
export { placeSourceFiles, metadataPath } from './named-files.js';
export { archiveSnippetOf, type SnippetSource } from './snippet-source.js';
