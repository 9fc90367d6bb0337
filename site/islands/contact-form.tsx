/**
 * The contact form, the site's one island. Validated in the browser with messages in the page's
 * language next to each field (announced through aria-describedby and an alert). It posts JSON to
 * `site.contact.endpoint`; without an endpoint it composes an email to the company. The inputs are
 * uncontrolled, so whatever the visitor typed survives a failed request (and typing before
 * hydration). Without JavaScript the same form posts to the endpoint or opens the mail program.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CONTACT_TOPICS,
  contactMailto,
  contactRequest,
  isLikelyBot,
  topicFromQuery,
  validateContact,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from '../contact-message';
import type { ContactFormClasses } from './contact-form-styles';

export interface ContactFormProps {
  /** The company's address: the mailto fallback and the way out when sending fails. */
  email: string;
  phone: { display: string; e164: string };
  /** Where the form posts its JSON (`site.contact.endpoint`); none: compose an email instead. */
  endpoint?: string;
  /** The privacy notice in the page's locale. */
  privacyHref: string;
  /** Its classes, made on the server (`contactFormClasses`), so emotion stays out of the browser. */
  classes: ContactFormClasses;
}

type SendState = 'idle' | 'sending' | 'sent' | 'mailto' | 'failed';

const REQUEST_TIMEOUT_MS = 15_000;
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'topic', 'message'];

function readValues(element: HTMLFormElement): ContactValues {
  const data = new FormData(element);
  // Every field of this form is text; a File would only come from a file input, which it has none of.
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    topic: text('topic') as ContactValues['topic'],
    message: text('message'),
    website: text('website'),
  };
}

export default function ContactForm({ email, phone, endpoint, privacyHref, classes }: ContactFormProps) {
  const { form, row, label, optional, control, privacyNote, hint, error, honeypot, submit, successPanel, mailtoPanel, ways, failurePanel } =
    classes;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `contact.form.${id}` }, values);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const sendingRef = useRef(false);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<SendState>('idle');
  const [mailtoHref, setMailtoHref] = useState('');

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // The server renders native `required` checks for visitors without JavaScript; here the
    // form's own messages take over. A property, not an attribute, so hydration matches.
    element.noValidate = true;
    const select = element.elements.namedItem('topic');
    const topic = topicFromQuery(window.location.search);
    if (topic && select instanceof HTMLSelectElement && !select.value) select.value = topic;
  }, []);

  useEffect(() => {
    if (state === 'sent') successRef.current?.focus();
  }, [state]);

  function mailtoFor(values: ContactValues): string {
    const topicLabel = values.topic ? t(`topics.${values.topic}`) : '';
    return contactMailto(email, values, {
      subject: t('mailSubject', { topic: topicLabel }),
      name: t('name'),
      email: t('email'),
      phone: t('phone'),
      topic: t('topic'),
      topicLabel,
    });
  }

  // Once the visitor has tried to send, each change re-checks, so a fixed field loses its message.
  function onChange() {
    if (checked && formRef.current) setProblems(validateContact(readValues(formRef.current)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not the state: a second click can arrive before React has re-rendered.
    if (sendingRef.current) return;
    const element = event.currentTarget;
    const values = readValues(element);
    const found = validateContact(values);
    setProblems(found);
    setChecked(true);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (isLikelyBot(values)) {
      setState('sent');
      return;
    }
    if (!endpoint) {
      const href = mailtoFor(values);
      setMailtoHref(href);
      setState('mailto');
      window.location.href = href;
      return;
    }
    sendingRef.current = true;
    setState('sending');
    const request = contactRequest(values, {
      topicLabel: t(`topics.${values.topic}`),
      locale: intl.locale,
      page: window.location.pathname,
    });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The contact endpoint answered ${response.status}`);
      setState('sent');
    } catch (failure) {
      console.warn('Contact form not sent:', failure);
      setMailtoHref(mailtoFor(values));
      setState('failed');
    } finally {
      sendingRef.current = false;
    }
  }

  if (state === 'sent') {
    return (
      <div className={successPanel} data-testid="contact-success">
        <h3 ref={successRef} tabIndex={-1}>
          {t('success.title')}
        </h3>
        <p>{t('success.text')}</p>
      </div>
    );
  }

  const errorId = (field: ContactField) => `contact-${field}-error`;
  const describedBy = (field: ContactField, hintId?: string) =>
    [hintId, problems[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const controlProps = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    className: control,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const fieldError = (field: ContactField) =>
    problems[field] ? (
      <p id={errorId(field)} className={error}>
        {t(`errors.${problems[field]}`)}
      </p>
    ) : null;
  const fieldLabel = (field: ContactField, extra?: ReactNode) => (
    <label className={label} htmlFor={`contact-${field}`}>
      {t(field)}
      {extra}
    </label>
  );
  const problemCount = Object.keys(problems).length;
  const sending = state === 'sending';

  return (
    <form
      ref={formRef}
      className={form}
      method="post"
      action={endpoint ?? `mailto:${email}`}
      encType={endpoint ? undefined : 'text/plain'}
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      aria-describedby="contact-required-note"
      data-testid="contact-form"
    >
      <p id="contact-required-note" className={hint}>
        {t('requiredNote')}
      </p>
      <div className={row}>
        <div>
          {fieldLabel('name')}
          <input {...controlProps('name')} type="text" autoComplete="name" required maxLength={200} />
          {fieldError('name')}
        </div>
        <div>
          {fieldLabel('email')}
          <input {...controlProps('email')} type="email" autoComplete="email" required maxLength={200} />
          {fieldError('email')}
        </div>
      </div>
      <div className={row}>
        <div>
          {fieldLabel('phone', <span className={optional}> {t('optional')}</span>)}
          <input {...controlProps('phone')} type="tel" autoComplete="tel" maxLength={40} />
          {fieldError('phone')}
        </div>
        <div>
          {fieldLabel('topic')}
          <select {...controlProps('topic')} required defaultValue="">
            <option value="" disabled>
              {t('topicPlaceholder')}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
          {fieldError('topic')}
        </div>
      </div>
      <div>
        {fieldLabel('message')}
        <textarea
          {...controlProps('message')}
          rows={7}
          required
          maxLength={5000}
          aria-describedby={describedBy('message', 'contact-message-hint')}
        />
        <p id="contact-message-hint" className={hint}>
          {t('messageHint')}
        </p>
        {fieldError('message')}
      </div>
      <p className={privacyNote} data-testid="contact-privacy-note">
        <FormattedMessage id="contact.form.privacyNote" values={{ link: (chunks) => <a href={privacyHref}>{chunks}</a> }} />
      </p>
      <div className={honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div role="alert" data-testid="contact-alert">
        {problemCount > 0 ? <p className={error}>{t('errors.summary', { count: problemCount })}</p> : null}
        {state === 'failed' ? (
          <div className={failurePanel} data-testid="contact-failure">
            <p>
              <strong>{t('failure.title')}</strong>
            </p>
            <p>{t('failure.text')}</p>
            <ul className={ways}>
              <li>
                <a href={`tel:${phone.e164}`}>{t('failure.call', { phone: phone.display })}</a>
              </li>
              <li>
                <a href={mailtoHref}>{t('failure.email', { email })}</a>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <button type="submit" className={submit} aria-disabled={sending ? true : undefined}>
        {sending ? t('sending') : t('submit')}
      </button>
      <div role="status" aria-live="polite">
        {state === 'mailto' ? (
          <div className={mailtoPanel} data-testid="contact-mailto-status">
            <p>{t('mailtoOpened', { email })}</p>
            <p>
              <a href={mailtoHref} data-testid="contact-mailto">
                {t('mailtoAgain')}
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
