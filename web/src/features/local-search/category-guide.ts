import type { ServiceCategory } from '@fixwell/common/catalogue/catalogue-schema';

// The home services guide: what each category of work covers and the main registrations or trade
// bodies to look for across it. Kept short on purpose: each service's own, longer list is in the
// catalogue (Service.accreditations) and shows beside that service.

export type CategoryGuide = {
  /** What the work covers and the one thing most worth knowing before you hire. */
  intro: string;
  /** Registrations, schemes and trade bodies worth looking for. */
  accreditations: readonly string[];
};

export const CATEGORY_GUIDES: Record<ServiceCategory, CategoryGuide> = {
  'plumbing-and-heating': {
    intro:
      'Leaks, taps, toilets, radiators, boilers and hot water. Any work on a gas appliance or pipe must, by law, be done by an engineer on the Gas Safe Register.',
    accreditations: [
      'Gas Safe Register (required by law for gas work)',
      'OFTEC for oil-fired boilers and tanks',
      'WaterSafe approved plumber',
      'MCS certification for heat pumps, needed for government grants',
    ],
  },
  electrical: {
    intro:
      'Sockets, lighting, consumer units, rewires, EV chargers and safety certificates. In England and Wales, work such as a new circuit or a replacement consumer unit must meet Building Regulations (Part P) and be certified.',
    accreditations: [
      'A competent person scheme such as NICEIC or NAPIT, so the work can be self-certified',
      'SELECT membership in Scotland',
      'An Electrical Installation Certificate or Minor Works Certificate for the job',
    ],
  },
  'building-and-structural': {
    intro:
      'Extensions, loft conversions, knock-throughs, brickwork and foundations. Structural work needs Building Regulations approval, and often a structural engineer’s calculations and planning permission.',
    accreditations: [
      'Federation of Master Builders (FMB) membership',
      'TrustMark registration',
      'Building Control sign-off (a completion certificate) for notifiable work',
    ],
  },
  'roofing-and-exterior': {
    intro:
      'Roof repairs and replacements, chimneys, gutters, fascias, rendering and windows. Re-covering more than a quarter of a roof, or replacing a window, must meet Building Regulations, so use an installer who can certify it.',
    accreditations: [
      'NFRC (National Federation of Roofing Contractors) membership',
      'CompetentRoofer, so a re-roof can be self-certified',
      'FENSA or CERTASS for replacement windows and doors',
    ],
  },
  'carpentry-and-joinery': {
    intro:
      'Doors, stairs, skirting, fitted furniture, flooring and timber repairs. Fire doors, especially in flats and loft conversions, must be fitted to the manufacturer’s instructions.',
    accreditations: [
      'The Guild of Master Craftsmen',
      'TrustMark registration',
      'FIRAS or BM TRADA certification for fire door installation',
    ],
  },
  'decorating-and-finishing': {
    intro:
      'Painting, wallpapering, plastering and tiling. Good preparation is most of the job, so ask what each quote includes for filling, sanding and priming.',
    accreditations: [
      'Painting and Decorating Association (PDA) membership',
      'TrustMark registration',
      'Public liability insurance, especially for exterior work at height',
    ],
  },
  'kitchens-and-bathrooms': {
    intro:
      'Design, supply and fitting of kitchens and bathrooms. These jobs touch plumbing, electrics and sometimes gas, so check who does each part and that they are registered for it.',
    accreditations: [
      'KBSA (Kitchen Bathroom Bedroom Specialists Association) membership',
      'Gas Safe Register for gas hobs and cookers',
      'NICEIC or NAPIT for new circuits and bathroom electrics',
    ],
  },
  'outdoor-and-garden': {
    intro:
      'Landscaping, patios, driveways, fencing, tree work and garden maintenance. In England, paving more than five square metres of a front garden needs permeable paving or drainage to a lawn or border, or else planning permission.',
    accreditations: [
      'Association of Professional Landscapers (APL) membership',
      'Arboricultural Association approval for tree surgery',
      'Interlay membership for block paving and driveways',
    ],
  },
  'security-and-locks': {
    intro:
      'Lock-outs, lock changes, door security, alarms and CCTV. Insurers often require locks to a British Standard, so ask for locks marked BS 3621 on external doors.',
    accreditations: [
      'Master Locksmiths Association (MLA) membership',
      'NSI or SSAIB certification for alarms and CCTV',
      'Locks that meet BS 3621 (or TS 007 three-star cylinders)',
    ],
  },
  'property-care': {
    intro:
      'Damp, timber treatment, pest control, insulation and cleaning. Damp is often misdiagnosed, so ask what a survey found and why the treatment suits it.',
    accreditations: [
      'Property Care Association (PCA) membership for damp and timber work',
      'British Pest Control Association (BPCA) membership',
      'TrustMark registration for insulation and energy-efficiency work',
    ],
  },
};
