import { NavLink, Outlet } from 'react-router';

import { PublicChrome } from '@/app/layouts/public-chrome';
import { paths } from '@/config/paths';

const PROFESSIONAL_LINKS = [
  { to: paths.professionals, label: 'Overview', end: true },
  { to: paths.professionalsPricing, label: 'Pricing' },
  { to: paths.professionalsWhyChooseUs, label: 'Why choose us' },
  { to: paths.professionalsHowToGetStarted, label: 'Get started' },
  { to: paths.professionalsReplaceYourServices, label: 'Replace your tools' },
];

/** Marketing pages for trade professionals, with their own sub-navigation. */
export default function ProfessionalPublicLayout() {
  return (
    <PublicChrome
      beforeMain={
        <nav className="sub-nav" aria-label="For professionals">
          <ul className="sub-nav__list container">
            {PROFESSIONAL_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end ?? false}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink className="button button--primary" to={paths.signup}>
                Join as a professional
              </NavLink>
            </li>
          </ul>
        </nav>
      }
    >
      <Outlet />
    </PublicChrome>
  );
}
