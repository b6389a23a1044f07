/** Text made safe inside HTML or XML, attribute values included. */
export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
