/** Text made safe for HTML, in an element or a quoted attribute: the one escaping of the server. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON made safe for a <script> data block: no "</script>" can end it early. */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
