import { LinkOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { Affiliation, Award, Education, Publication } from '@app/contracts/profile/http';
import type { ReactNode } from 'react';
import { citationsText } from '../citation-figures/citation-figures';
import { dateRange } from './partial-dates';
import './research-records.css';

/** A DOI as a link to doi.org (already a URL is kept). */
function doiUrl(doi: string): string {
  return /^https?:\/\//i.test(doi) ? doi : `https://doi.org/${doi.replace(/^doi:\s*/i, '')}`;
}

/** A list of records (publications, affiliations, ...), one item each. */
export function RecordList<T extends { id: string }>({
  items,
  render,
}: {
  items: T[];
  render(item: T): ReactNode;
}) {
  return (
    <ul className="record-list">
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** Record titles are headings; their level follows the page's outline (3 by default). */
type HeadingLevel = 3 | 4;

export function PublicationItem({
  publication: p,
  showType = true,
  level = 3,
}: {
  publication: Publication;
  showType?: boolean;
  level?: HeadingLevel;
}) {
  return (
    <article className="record">
      <div className="record__head">
        <Typography.Title level={level} className="record__title">
          {p.title}
        </Typography.Title>
        {showType ? <Tag color="blue">{p.type}</Tag> : null}
      </div>
      <div className="record__meta">
        {[p.journal, p.year, citationsText(p.citations)].filter(Boolean).join(' · ')}
      </div>
      {p.doi ? (
        <a href={doiUrl(p.doi)} target="_blank" rel="noreferrer" className="record__link">
          <LinkOutlined aria-hidden /> DOI: {p.doi}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : p.url ? (
        <a href={p.url} target="_blank" rel="noreferrer" className="record__link">
          <LinkOutlined aria-hidden /> View publication
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

/** Employment: organisation, role, department, dates, and Current or Previous (or only Current). */
export function AffiliationItem({
  affiliation: a,
  showPrevious = true,
  level = 3,
}: {
  affiliation: Affiliation;
  showPrevious?: boolean;
  level?: HeadingLevel;
}) {
  const current = a.isCurrent || !a.endDate;
  const range = dateRange(a.startDate, a.endDate);
  return (
    <article className="record">
      <div className="record__head">
        <Typography.Title level={level} className="record__title">
          {a.organization}
        </Typography.Title>
        {current ? <Tag color="green">Current</Tag> : showPrevious ? <Tag>Previous</Tag> : null}
      </div>
      {a.role ? <div>{a.role}</div> : null}
      {a.department ? <div className="record__meta">{a.department}</div> : null}
      {range ? <div className="record__meta">{range}</div> : null}
    </article>
  );
}

export function EducationItem({ education: e, level = 3 }: { education: Education; level?: HeadingLevel }) {
  const range = e.startDate || e.endDate ? dateRange(e.startDate, e.endDate ?? e.startDate) : null;
  return (
    <article className="record">
      <div className="record__head">
        <Typography.Title level={level} className="record__title">
          {e.degree || e.institution}
        </Typography.Title>
        {/* Spec 01 §2: every entry of Education & Qualifications carries the badge "Qualification". */}
        <Tag color="purple">Qualification</Tag>
      </div>
      {e.degree ? <div>{e.institution}</div> : null}
      {e.field ? <div className="record__meta">{e.field}</div> : null}
      {range ? <div className="record__meta">{range}</div> : null}
    </article>
  );
}

export function AwardItem({ award: a, level = 3 }: { award: Award; level?: HeadingLevel }) {
  return (
    <article className="record">
      <div className="record__head">
        <Typography.Title level={level} className="record__title">
          {a.title}
        </Typography.Title>
        {a.year ? <Tag>{a.year}</Tag> : null}
      </div>
      {a.organization ? <div className="record__meta">{a.organization}</div> : null}
      {a.description ? (
        <Typography.Paragraph style={{ margin: '4px 0 0' }}>{a.description}</Typography.Paragraph>
      ) : null}
    </article>
  );
}
