import { useId } from 'react';

import './local-search.css';

/**
 * The numbers to call before any tradesperson: 999 and the gas emergency line, plus (in full) the
 * power cut line. Tradespeople cannot help while a life is at risk or gas is escaping.
 */
export function EmergencyNumbers({
  variant = 'full',
  headingLevel = 2,
}: {
  variant?: 'full' | 'compact';
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="emergency-numbers" aria-labelledby={id}>
      <Heading id={id}>Danger to life or a gas leak? Call these first</Heading>
      <ul className="emergency-numbers__list">
        <li>
          <p className="emergency-numbers__number">
            <a href="tel:999">999</a>
          </p>
          <p>
            Fire, someone injured or unconscious, an electric shock, or anyone feeling unwell after
            a suspected gas leak or carbon monoxide. Get everyone out first.
          </p>
        </li>
        <li>
          <p className="emergency-numbers__number">
            <a href="tel:0800111999">0800 111 999</a>
          </p>
          <p>
            Smell gas or think there is carbon monoxide? Call the free 24-hour National Gas
            Emergency Service. Turn the gas off at the meter if you can, open doors and windows, do
            not use switches, flames or anything that could spark, and leave the property. In
            Northern Ireland call <a href="tel:0800002001">0800 002 001</a>.
          </p>
        </li>
        {variant === 'full' ? (
          <li>
            <p className="emergency-numbers__number">
              <a href="tel:105">105</a>
            </p>
            <p>
              Power cut affecting your street? Call 105, free, to reach your local electricity
              network operator in England, Scotland and Wales. In Northern Ireland call NIE Networks
              on <a href="tel:03457643643">03457 643 643</a>.
            </p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
