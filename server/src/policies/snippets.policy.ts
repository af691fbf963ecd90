/** The snippet rules are the contract's, shared with the web; the server's routes import them from here too. */
export { canChangeSnippet, canFeatureSnippet, listsOwnSnippets } from '@cloud-snippets/contract';
