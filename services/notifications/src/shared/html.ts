const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes any text safe inside HTML element content and quoted attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Escaped text with its line breaks kept (messages from administrators are written in lines). */
export const escapeMultiline = (s: string): string => escapeHtml(s.trim()).replace(/\r?\n/g, '<br>');
