/** Sample projects as cards: illustration, title, where and when, what we did, key figures. */
import { css } from '@emotion/css';
import { useIntl } from 'react-intl';
import { usePage } from 'sitegen/page';
import { serviceList } from '../navigation';
import { imageSize, referenceProjects, type ReferenceProject } from '../references';
import { colors, fontSizes, radii, shadows, space } from '../theme';
import { cardGrid } from './ServiceCard';
import { Icon } from './Icon';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: colors.white,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
});

// Width and height attributes give the image its aspect ratio before it loads: no layout shift.
const image = css({ display: 'block', width: '100%', height: 'auto', background: colors.tint });

const body = css({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  padding: space.lg,
  '& h3': { fontSize: fontSizes.xl, marginBottom: space.xs },
});

const place = css({ margin: `0 0 ${space.md}`, fontSize: fontSizes.sm, fontWeight: 600, color: colors.textMuted });

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.md,
  margin: `0 0 ${space.lg}`,
  padding: `${space.md} 0 0`,
  borderTop: `1px solid ${colors.border}`,
  '& dt': { fontSize: fontSizes.sm, color: colors.textMuted },
  '& dd': { margin: 0, fontSize: fontSizes.lg, fontWeight: 700, lineHeight: 1.3, color: colors.primary },
});

const more = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  marginTop: 'auto',
  alignSelf: 'flex-start',
  fontWeight: 600,
});

function servicePath(key: ReferenceProject['service']): string {
  const service = serviceList.find((entry) => entry.key === key);
  if (!service) throw new Error(`site/references.ts names the service "${key}", which site/navigation.ts does not list`);
  return service.path;
}

export function ReferenceProjects() {
  const intl = useIntl();
  const { link } = usePage();
  const t = (key: string, id: string) => intl.formatMessage({ id: `home.references.projects.${key}.${id}` });
  return (
    <ul className={cardGrid}>
      {referenceProjects.map((project) => {
        return (
          <li key={project.key}>
            <article className={card}>
              <img
                className={image}
                src={project.image}
                width={imageSize.width}
                height={imageSize.height}
                alt={t(project.key, 'alt')}
                loading="lazy"
                decoding="async"
              />
              <div className={body}>
                <h3>{t(project.key, 'title')}</h3>
                <p className={place}>{t(project.key, 'place')}</p>
                <p>{t(project.key, 'text')}</p>
                <dl className={facts}>
                  {project.facts.map((fact) => (
                    <div key={fact}>
                      <dt>{t(project.key, `facts.${fact}.label`)}</dt>
                      <dd>{t(project.key, `facts.${fact}.value`)}</dd>
                    </div>
                  ))}
                </dl>
                <a className={more} href={link(servicePath(project.service))}>
                  {t(project.key, 'link')}
                  <Icon name="arrow-right" />
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
