/**
 * The contact form's rules as pure functions: what a complete enquiry is, what goes to the
 * endpoint, and the email composed when there is no endpoint (or it failed). The island
 * (site/islands/contact-form.tsx) only wires these to the page.
 */

/** What the visitor can ask about; labels are the messages `contact.form.topics.{topic}`. */
export const CONTACT_TOPICS = ['electricalEngineering', 'lightingRenovation', 'photovoltaics', 'inspection', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic | '';
  message: string;
  /** The honeypot: people never see it, form-filling bots do. */
  website: string;
}

/**
 * No consent field: answering an enquiry needs no consent, it rests on Art. 6 (1) (b) GDPR (steps
 * before a contract) or otherwise (f); the form links to the privacy notice instead.
 */
export type ContactField = 'name' | 'email' | 'phone' | 'topic' | 'message';

/** The message id (under `contact.form.errors.`) for each field that needs fixing, in form order. */
export type ContactProblems = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', topic: '', message: '', website: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Digits with the separators people type: +49 (0)1234 56789-0, 01234/567890.
const PHONE = /^\+?[\d\s()/.-]{6,}$/;
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 5000;

export function validateContact(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (!name) problems.name = 'name';
  if (!email) problems.email = 'email';
  else if (!EMAIL.test(email)) problems.email = 'emailInvalid';
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)) problems.phone = 'phoneInvalid';
  if (!values.topic) problems.topic = 'topic';
  if (!message) problems.message = 'message';
  else if (message.length < MESSAGE_MIN) problems.message = 'messageShort';
  else if (message.length > MESSAGE_MAX) problems.message = 'messageLong';
  return problems;
}

/** A filled honeypot: the form pretends success and sends nothing. */
export function isLikelyBot(values: ContactValues): boolean {
  return values.website.trim() !== '';
}

/** The JSON body posted to `site.contact.endpoint`. */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  topic: ContactTopic;
  /** The topic as the visitor saw it, so the inbox needs no lookup table. */
  topicLabel: string;
  message: string;
  locale: string;
  /** The page the form was sent from. */
  page: string;
}

export function contactRequest(values: ContactValues, context: { topicLabel: string; locale: string; page: string }): ContactRequest {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    topic: values.topic as ContactTopic,
    topicLabel: context.topicLabel,
    message: values.message.trim(),
    locale: context.locale,
    page: context.page,
  };
}

/** A mailto: URL carrying the whole enquiry; labels come from the page's messages. */
export function contactMailto(
  to: string,
  values: ContactValues,
  labels: { subject: string; name: string; email: string; phone: string; topic: string; topicLabel: string },
): string {
  const lines = [
    values.message.trim(),
    '',
    '--',
    `${labels.name}: ${values.name.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    ...(values.phone.trim() ? [`${labels.phone}: ${values.phone.trim()}`] : []),
    `${labels.topic}: ${labels.topicLabel}`,
  ];
  // encodeURIComponent, not URLSearchParams: mail programs expect %20, not "+", for spaces.
  return `mailto:${to}?subject=${encodeURIComponent(labels.subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}

/** Reads a topic from the page's query (`?topic=photovoltaics`), so service pages can preselect one. */
export function topicFromQuery(search: string): ContactTopic | '' {
  const topic = new URLSearchParams(search).get('topic');
  return (CONTACT_TOPICS as readonly string[]).includes(topic ?? '') ? (topic as ContactTopic) : '';
}
