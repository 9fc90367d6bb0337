/** Building blocks of the imprint and the privacy notice: long text with h2 sections and label/value lists. */
import { css } from '@emotion/css';
import type { ReactNode } from 'react';
import { colors, fontSizes, mq, proseWidth, space } from '../theme';
import { Container } from './Container';
import { PageHeader } from './PageHeader';

const body = css({
  paddingBlock: space.xxl,
  '& > div': { maxWidth: proseWidth },
  [mq('md')]: { paddingBlock: space.xxxl },
});

const section = css({
  marginBottom: space.xl,
  '& h2': { fontSize: fontSizes.xl, color: colors.primary, marginBottom: space.sm },
  '& h3': { fontSize: fontSizes.lg, marginTop: space.lg, marginBottom: space.sm },
  '& ul:not([class])': { paddingLeft: space.lg },
  '& li': { marginBottom: space.xs },
});

export function LegalPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Container className={body}>
        <div>{children}</div>
      </Container>
    </>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

const facts = css({
  display: 'grid',
  gap: `${space.xs} ${space.lg}`,
  margin: `0 0 ${space.md}`,
  [mq('sm')]: { gridTemplateColumns: '17rem 1fr' },
  '& > div': { display: 'contents' },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: `0 0 ${space.sm}`, [mq('sm')]: { margin: 0 } },
});

/** Label/value pairs, e.g. register court and number. */
export function FactList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={facts}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const sample = css({
  margin: `0 0 ${space.xl}`,
  padding: space.lg,
  background: '#FFF6D6',
  borderLeft: `4px solid ${colors.accent}`,
  borderRadius: '0.5rem',
  '& h2': { fontSize: fontSizes.lg, margin: `0 0 ${space.sm}` },
  '& p': { margin: 0 },
});

/** Says the provider on this page is fictional, while company.sample is true. */
export function SampleNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className={sample} aria-labelledby="sample-title" data-testid="sample-imprint-notice">
      <h2 id="sample-title">{title}</h2>
      <p>{text}</p>
    </section>
  );
}
