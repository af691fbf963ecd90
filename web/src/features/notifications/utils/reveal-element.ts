/** How long the page a link leads to has to render the element. */
const REVEAL_TIMEOUT_MS = 10_000;

/**
 * Brings the element with this id into view once the page renders it: a notification leads to a comment
 * (`…#comment-<id>`), which its snippet's page shows only after the comments have loaded, too late for the router's
 * own scroll to the fragment. Done from here, with no code in the comments of the snippet page (a page held to a
 * tight JavaScript budget); a page loaded with the fragment (an email's link) brings the comment in its HTML, and the
 * browser scrolls to it.
 */
export function revealWhenRendered(elementId: string): void {
  const observer = new MutationObserver(() => {
    const element = document.getElementById(elementId);
    if (!element) return;
    stop();
    element.scrollIntoView({ block: 'center' });
  });
  const timer = setTimeout(stop, REVEAL_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
