import { ContentSection } from '@/components/content/content-section';
import { formatDuration, type Article } from '@/features/articles/article-utils';

import './articles.css';

/** The numbered steps of a how-to article, with the time the whole job takes. */
export function HowToSteps({ howTo }: { howTo: NonNullable<Article['howTo']> }) {
  const duration = formatDuration(howTo.totalTime);
  return (
    <ContentSection id="how-to-steps" heading="Step by step" className="how-to">
      {duration ? (
        <p className="how-to__time">
          Time needed: <time dateTime={howTo.totalTime}>about {duration}</time>
        </p>
      ) : null}
      <ol className="how-to__steps">
        {howTo.steps.map((step, index) => (
          <li key={index} className="how-to__step">
            <h3>{step.name}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
