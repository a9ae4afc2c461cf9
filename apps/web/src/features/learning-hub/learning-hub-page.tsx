import { Link } from 'react-router';
import { ResourceList } from '../../components/resource-list.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  CAREER_BLOG,
  INTERVIEW_ARTICLES,
  INTERVIEW_CHANNELS,
  JOB_GUIDES,
} from '../../lib/learning-resources.ts';
import './learning-hub.css';
import { useT } from './texts.ts';

/**
 * The Learning Hub (/candidate-dashboard/learning, docs/product/candidate.md): Career Blog, Job Guides and
 * Interview Tips, the same curated links as the public /blog, /guides and /tips pages (opening in a new tab),
 * each section with a 'See all' link to its page.
 */
const SECTIONS = [
  { id: 'career-blog', title: 'sections.careerBlog', seeAll: '/blog', resources: CAREER_BLOG },
  { id: 'job-guides', title: 'sections.jobGuides', seeAll: '/guides', resources: JOB_GUIDES },
  {
    id: 'interview-tips',
    title: 'sections.interviewTips',
    seeAll: '/tips',
    resources: [...INTERVIEW_CHANNELS, ...INTERVIEW_ARTICLES],
  },
] as const;

export function LearningHubPage() {
  const t = useT();
  useDocumentTitle(t('title'));
  return (
    <section className="learning-hub">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-title`} className="learning-section">
          <div className="learning-section-head">
            <h2 id={`${section.id}-title`}>{t(section.title)}</h2>
            <Link to={section.seeAll} aria-label={t('seeAllOf', { section: t(section.title) })}>
              {t('seeAll')}
            </Link>
          </div>
          <ResourceList resources={section.resources} headingLevel={3} />
        </section>
      ))}
    </section>
  );
}
