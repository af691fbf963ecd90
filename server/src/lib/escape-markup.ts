/** Text made safe inside HTML or XML, in an element or a quoted attribute: & < > " ' as numeric references. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
