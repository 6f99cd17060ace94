// Events client navigation dispatches on `document`, for widgets that must react to a new page.

/**
 * Fired after a route change has put the new page in place, its islands scheduled and the address
 * updated; not fired on the first load. Listeners on `document` survive; elements of the old page do not.
 */
export const NAVIGATED_EVENT = 'cheerio:navigated';
