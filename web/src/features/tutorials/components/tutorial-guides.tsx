import type { TutorialId } from '@fixwell/common/stickers/tutorial-progress';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import {
  useSetTutorialDone,
  useTutorialProgress,
} from '@/features/tutorials/api/tutorial-progress';
import { searchTutorials, TUTORIALS, type Tutorial } from '@/features/tutorials/tutorials-content';

import './tutorials.css';

function Guide({
  tutorial,
  done,
  onToggle,
}: {
  tutorial: Tutorial;
  done: boolean;
  onToggle: (done: boolean) => void;
}) {
  const headingId = `tutorial-${tutorial.id}`;
  const tickId = `${headingId}-done`;
  return (
    <li className={done ? 'card tutorial tutorial--done' : 'card tutorial'}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="tutorial__title">
          {tutorial.title}
          {done ? <span className="heading-badge">Finished</span> : null}
        </h2>
        <p className="tutorial__summary">{tutorial.summary}</p>
        <ol className="tutorial__steps">
          {tutorial.steps.map((step) => (
            <li key={step.text}>
              {step.text}
              {step.link ? (
                <>
                  {' '}
                  <Link to={step.link.to}>{step.link.label}</Link>
                </>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="tutorial__tick">
          <input
            id={tickId}
            type="checkbox"
            checked={done}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <label htmlFor={tickId}>I have finished “{tutorial.title}”</label>
        </div>
      </article>
    </li>
  );
}

/** The guides, searchable, each with a tick kept in `tutorialProgress/{uid}`. */
export function TutorialGuides({ uid }: { uid: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const progress = useTutorialProgress(uid);
  const setDone = useSetTutorialDone(uid);

  if (progress.isError) {
    return (
      <LoadError
        message="We could not load your progress."
        onRetry={() => void progress.refetch()}
        retrying={progress.isFetching}
      />
    );
  }
  if (progress.data === undefined) return <LoadingBlock label="Loading the guides…" lines={6} />;

  const completed = progress.data;
  const shown = searchTutorials(TUTORIALS, search);
  const toggle = (id: TutorialId, done: boolean) => {
    const next = done ? [...completed, id] : completed.filter((other) => other !== id);
    setDone.mutate(next, {
      onError: () => toast.error('Not saved', 'We could not save your tick. Please try again.'),
    });
  };

  return (
    <>
      <p className="tutorials__progress" role="status">
        {completed.length} of {TUTORIALS.length} guides finished
      </p>
      <progress
        className="tutorials__bar"
        max={TUTORIALS.length}
        value={completed.length}
        aria-label="Guides finished"
      />
      <div className="form tutorials__search" role="search">
        <div className="form-field">
          <label className="form-field__label" htmlFor={searchId}>
            Search the guides
          </label>
          <input
            id={searchId}
            className="form-field__input"
            type="search"
            value={search}
            placeholder="For example: invoice, deposit, radius"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p role="status">No guide mentions “{search.trim()}”. Try another word.</p>
      ) : (
        <ul className="tutorials" aria-label="Guides">
          {shown.map((tutorial) => (
            <Guide
              key={tutorial.id}
              tutorial={tutorial}
              done={completed.includes(tutorial.id)}
              onToggle={(done) => toggle(tutorial.id, done)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
