import { COVERAGE_MAX_DISTRICTS, COVERAGE_MAX_RADIUS_MILES } from '@fixwell/common/company';
import {
  COVERAGE_MAX_TRADES,
  resolveCoverage,
  updateCompanyCoverageSchema,
  type UpdateCompanyCoverage,
  type UpdateCompanyCoverageInput,
} from '@fixwell/common/coverage/coverage';
import {
  districtPosition,
  knownDistrictsOfArea,
  POSTCODE_AREA_NAMES,
  townsOf,
} from '@fixwell/common/coverage/district-positions';
import { TRADES } from '@fixwell/common/trades';
import { useId, useMemo, useState } from 'react';
import { get, useFormState, type FieldErrors } from 'react-hook-form';

import { RadioGroupField } from '@/components/form/bound-fields';
import { ChoiceGroup, ChoiceOption, FormField } from '@/components/form/form-field';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { toast } from '@/components/toast/toast-store';
import type { CompanyCoverageSettings } from '@/features/company-coverage/api/company-coverage-data';
import { useCoverageEstimate } from '@/features/company-coverage/api/estimate-coverage-leads';
import { useCompanyCoverage } from '@/features/company-coverage/api/get-company-coverage';
import { useSaveCompanyCoverage } from '@/features/company-coverage/api/save-company-coverage';
import { useDebouncedValue } from '@/features/company-coverage/hooks/use-debounced-value';
import {
  districtTowns,
  searchPlaces,
  type PlaceResult,
} from '@/features/company-coverage/place-search';
import { CallFunctionError } from '@/lib/call-function';

import './coverage-editor.css';

/** How long the editor waits after the last change before asking for a new estimate. */
export const ESTIMATE_DEBOUNCE_MS = 600;

/**
 * The company's trades and where it works: postcode districts and whole areas it picks, or a
 * radius around its base district; with how many districts and which towns that covers and how
 * many requests were made there for its trades in the last 90 days. Rendered by /company/profile.
 */
export function CoverageEditor({ companyId }: { companyId: string }) {
  const query = useCompanyCoverage(companyId);
  if (query.isPending) return <LoadingBlock label="Loading your coverage…" lines={6} />;
  if (query.isError) {
    return (
      <LoadError
        message="We could not load your trades and coverage."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <p className="notice" role="status">
        Your company profile is still being set up. You can choose where you work here as soon as it
        is ready.
      </p>
    );
  }
  return <CoverageForm companyId={companyId} settings={query.data} />;
}

const formValues = (settings: CompanyCoverageSettings): UpdateCompanyCoverageInput => ({
  // Stored trades are checked again on save; one no longer in the catalogue is simply unticked.
  trades: (settings.trades.length
    ? settings.trades
    : settings.mainTrade
      ? [settings.mainTrade]
      : []) as UpdateCompanyCoverageInput['trades'],
  coverage: settings.coverage,
});

/** The first message anywhere under a path of the form's errors (arrays of districts included). */
function firstError(errors: FieldErrors, name: string): string | undefined {
  const found = get(errors, name) as unknown;
  const visit = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const child of Object.values(value as Record<string, unknown>)) {
      if (child && typeof child === 'object' && !('nodeType' in child)) {
        const inner = visit(child);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return visit(found);
}

/** The server's per-field messages ("coverage.districts.1") folded onto the editor's fields. */
function serverFieldErrors(error: unknown): Array<[FieldName, string]> {
  if (!(error instanceof CallFunctionError) || error.code !== 'invalid-argument') return [];
  const fields = (error.details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return [];
  const out = new Map<FieldName, string>();
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const field = FIELD_NAMES.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !out.has(field)) out.set(field, message);
  }
  return [...out];
}

const FIELD_NAMES = [
  'trades',
  'coverage.radiusMiles',
  'coverage.areas',
  'coverage.districts',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function listOfTowns(towns: readonly string[], more: number): string {
  if (towns.length === 0) return '';
  if (more > 0) return `${towns.join(', ')} and ${more} more`;
  if (towns.length === 1) return towns[0]!;
  return `${towns.slice(0, -1).join(', ')} and ${towns[towns.length - 1]}`;
}

function CoverageForm({
  companyId,
  settings,
}: {
  companyId: string;
  settings: CompanyCoverageSettings;
}) {
  const save = useSaveCompanyCoverage(companyId);
  const form = useZodForm(updateCompanyCoverageSchema, { defaultValues: formValues(settings) });
  const { errors } = useFormState({ control: form.control });
  const values = form.watch();
  const mode = values.coverage?.mode ?? 'districts';
  const areas = values.coverage?.areas ?? [];
  const districts = values.coverage?.districts ?? [];

  // What the current choice covers, worked out here as the server will.
  const parsed = useMemo(() => updateCompanyCoverageSchema.safeParse(values), [values]);
  const resolved = parsed.success
    ? resolveCoverage(parsed.data.coverage, settings.baseDistrict)
    : null;
  const covered = resolved?.ok ? resolved.districts : null;
  const input: UpdateCompanyCoverage | null =
    parsed.success && resolved?.ok
      ? { trades: parsed.data.trades, coverage: parsed.data.coverage }
      : null;
  const settled = useDebouncedValue(input, ESTIMATE_DEBOUNCE_MS);
  const estimate = useCoverageEstimate(companyId, settled);

  const setPlaces = (nextAreas: string[], nextDistricts: string[]) => {
    form.setValue('coverage.areas', nextAreas, { shouldDirty: true });
    form.setValue('coverage.districts', nextDistricts, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger('coverage');
  };
  const add = (place: PlaceResult) => {
    if (place.kind === 'area') {
      const nextAreas = [...new Set([...areas, place.area])];
      // Districts inside the area are covered by it now.
      setPlaces(
        nextAreas,
        districts.filter((district) => districtPosition(district)?.area !== place.area),
      );
      return;
    }
    const adding = place.kind === 'district' ? [place.district] : place.districts;
    const outside = adding.filter(
      (district) => !areas.includes(districtPosition(district)?.area ?? ''),
    );
    setPlaces(areas, [...new Set([...districts, ...outside])]);
  };

  const base = settings.baseDistrict ? districtPosition(settings.baseDistrict) : null;
  const baseLabel = base
    ? `${base.district}${base.towns.length ? ` (${base.towns.join(', ')})` : ''}`
    : null;

  return (
    <Form
      form={form}
      aria-labelledby="coverage-heading"
      className="coverage-editor"
      onSubmit={async (checked) => {
        try {
          await save.mutateAsync(checked);
        } catch (error) {
          serverFieldErrors(error).forEach(([field, message], index) =>
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          throw error;
        }
        form.reset(checked);
        toast.success('Coverage saved', 'New leads now follow your trades and coverage.');
      }}
    >
      <h2 id="coverage-heading">Trades and coverage</h2>

      <ChoiceGroup
        legend="Your trades"
        hint={`The work you take on, up to ${COVERAGE_MAX_TRADES}. Leads come for these trades only.`}
        error={firstError(errors, 'trades')}
      >
        {(control) => (
          <div className="coverage-editor__trades">
            {TRADES.map((trade) => (
              <ChoiceOption key={trade.slug} id={`trade-${trade.slug}`} label={trade.label}>
                <input
                  {...control}
                  id={`trade-${trade.slug}`}
                  type="checkbox"
                  value={trade.slug}
                  {...form.register('trades')}
                />
              </ChoiceOption>
            ))}
          </div>
        )}
      </ChoiceGroup>

      <RadioGroupField
        name="coverage.mode"
        legend="How do you want to choose where you work?"
        choices={[
          { value: 'districts', label: 'Pick postcode districts or whole areas' },
          { value: 'radius', label: 'A distance around my base' },
        ]}
      />

      {mode === 'districts' ? (
        <DistrictPicker
          areas={areas}
          districts={districts}
          error={firstError(errors, 'coverage.districts') ?? firstError(errors, 'coverage.areas')}
          onAdd={add}
          onRemoveArea={(area) =>
            setPlaces(
              areas.filter((item) => item !== area),
              districts,
            )
          }
          onRemoveDistrict={(district) =>
            setPlaces(
              areas,
              districts.filter((item) => item !== district),
            )
          }
        />
      ) : (
        <FormField
          label="Radius in miles"
          hint={
            baseLabel
              ? `Measured from your base district, ${baseLabel}. From 1 to ${COVERAGE_MAX_RADIUS_MILES} miles.`
              : 'Set your base postcode in your business details first: the radius is measured from it.'
          }
          error={firstError(errors, 'coverage.radiusMiles')}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input coverage-editor__miles"
              type="number"
              inputMode="numeric"
              min={1}
              max={COVERAGE_MAX_RADIUS_MILES}
              step={1}
              {...form.register('coverage.radiusMiles', {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          )}
        </FormField>
      )}

      <section className="coverage-editor__summary" aria-labelledby="coverage-summary-heading">
        <h3 id="coverage-summary-heading">What this covers</h3>
        <div aria-live="polite">
          {covered ? (
            <>
              <p>
                <strong>
                  {covered.length === 1
                    ? '1 postcode district'
                    : `${covered.length} postcode districts`}
                </strong>
                {mode === 'districts' && areas.length > 0
                  ? ' we list, and any other district in the areas you picked'
                  : ''}
                .
              </p>
              {townsOf(covered).length > 0 ? (
                <p>
                  Towns:{' '}
                  {listOfTowns(
                    townsOf(covered).slice(0, 20),
                    Math.max(0, townsOf(covered).length - 20),
                  )}
                  .
                </p>
              ) : null}
              <EstimateLine
                pending={settled === null || estimate.isPending || estimate.isFetching}
                count={estimate.data?.requestsLast90Days}
                failed={estimate.isError}
              />
            </>
          ) : resolved && !resolved.ok ? (
            <p className="coverage-editor__problem">{resolved.message}</p>
          ) : (
            <p>Choose your trades and where you work to see what it covers.</p>
          )}
        </div>
        <p className="form-field__hint">
          Districts are placed at the centre of their town, so a radius is measured between town
          centres. At most {COVERAGE_MAX_DISTRICTS} districts.
        </p>
      </section>

      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Save coverage</SubmitButton>
      </div>
    </Form>
  );
}

function EstimateLine({
  pending,
  count,
  failed,
}: {
  pending: boolean;
  count: number | undefined;
  failed: boolean;
}) {
  if (failed) return <p>We could not estimate the number of requests just now.</p>;
  if (count === undefined || pending) {
    return count === undefined ? (
      <p>Counting recent requests…</p>
    ) : (
      <RequestsLine count={count} stale />
    );
  }
  return <RequestsLine count={count} />;
}

function RequestsLine({ count, stale = false }: { count: number; stale?: boolean }) {
  return (
    <p
      className={
        stale
          ? 'coverage-editor__estimate coverage-editor__estimate--stale'
          : 'coverage-editor__estimate'
      }
    >
      <strong>
        {count === 1 ? '1 quote request' : `${count.toLocaleString('en-GB')} quote requests`}
      </strong>{' '}
      for your trades in these places in the last 90 days.
    </p>
  );
}

function DistrictPicker({
  areas,
  districts,
  error,
  onAdd,
  onRemoveArea,
  onRemoveDistrict,
}: {
  areas: string[];
  districts: string[];
  error: string | undefined;
  onAdd: (place: PlaceResult) => void;
  onRemoveArea: (area: string) => void;
  onRemoveDistrict: (district: string) => void;
}) {
  const [search, setSearch] = useState('');
  const listId = useId();
  const results = searchPlaces(search);
  const picked = areas.length + districts.length;

  return (
    <div className="coverage-editor__places">
      <FormField
        label="Search districts, towns or areas"
        hint="Type a district (LS6), a postcode area (LS) or a town (Leeds), then choose from the list."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            type="search"
            autoComplete="off"
            value={search}
            aria-controls={listId}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the first match rather than submitting the form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const first = results[0];
              if (first) {
                onAdd(first);
                setSearch('');
              }
            }}
          />
        )}
      </FormField>
      <ul id={listId} className="coverage-editor__results" aria-label="Matching places">
        {results.map((place) => (
          <li key={`${place.kind}-${place.label}`}>
            <button
              type="button"
              className="coverage-editor__result"
              onClick={() => {
                onAdd(place);
                setSearch('');
              }}
            >
              Add {place.label}
            </button>
          </li>
        ))}
        {search.trim() !== '' && results.length === 0 ? (
          <li className="form-field__hint">No district, area or town matches “{search}”.</li>
        ) : null}
      </ul>

      <h3 id="picked-places-heading" className="coverage-editor__picked-heading">
        Where you work{picked ? ` (${picked})` : ''}
      </h3>
      {picked === 0 ? (
        <p className="form-field__hint">Nothing picked yet.</p>
      ) : (
        <ul className="coverage-editor__chips" aria-labelledby="picked-places-heading">
          {areas.map((area) => (
            <li key={area} className="coverage-editor__chip">
              <span>
                All of {area}
                {POSTCODE_AREA_NAMES.get(area) ? ` (${POSTCODE_AREA_NAMES.get(area)})` : ''} ·{' '}
                {knownDistrictsOfArea(area).length} districts
              </span>
              <button
                type="button"
                className="coverage-editor__remove"
                aria-label={`Remove all of ${area}`}
                onClick={() => onRemoveArea(area)}
              >
                ×
              </button>
            </li>
          ))}
          {districts.map((district) => (
            <li key={district} className="coverage-editor__chip">
              <span>
                {district}
                {districtTowns(district).length ? ` · ${districtTowns(district).join(', ')}` : ''}
              </span>
              <button
                type="button"
                className="coverage-editor__remove"
                aria-label={`Remove ${district}`}
                onClick={() => onRemoveDistrict(district)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
