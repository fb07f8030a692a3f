import { Link, useSearchParams } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { useCatalogueServices } from '@/features/admin-services/api/get-admin-services';
import { ServiceEditor } from '@/features/admin-services/components/service-editor';
import {
  filterServices,
  ServiceFilterBar,
  ServicesTable,
  type ServiceFilters,
} from '@/features/admin-services/components/services-list';

import './admin-services.css';

/**
 * /admin/services: the catalogue's services, searched and filtered (in the URL), and the editor
 * for one (`?edit=<slug>`) or a new one (`?new=1`, from suggestions with `&from=<ids>&name=`).
 */
export function AdminServices() {
  const [params, setParams] = useSearchParams();
  const services = useCatalogueServices();
  const filters: ServiceFilters = {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    trade: params.get('trade') ?? '',
  };
  const editing = params.get('edit');
  const creating = params.get('new') === '1';
  const fromIds = (params.get('from') ?? '').split(',').filter(Boolean);

  const update = (changes: Record<string, string | null>, replace = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace });
  };
  const closeEditor = () => update({ edit: null, new: null, from: null, name: null }, false);

  if (services.isPending) return <LoadingBlock label="Loading the services…" lines={8} />;
  if (services.isError)
    return (
      <LoadError
        message="We could not load the services."
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );

  if (editing || creating)
    return (
      <ServiceEditor
        slug={editing}
        services={services.data}
        fromSuggestion={
          creating && fromIds.length > 0
            ? { name: params.get('name') ?? '', suggestionIds: fromIds }
            : undefined
        }
        onSaved={(slug) => update({ edit: slug, new: null, from: null, name: null })}
        onClose={closeEditor}
      />
    );

  const shown = filterServices(services.data, filters);
  return (
    <>
      <div className="admin-services__actions">
        <p>
          {shown.length === services.data.length
            ? `${services.data.length} services`
            : `${shown.length} of ${services.data.length} services`}
        </p>
        <div className="service-editor__links">
          <Link to={paths.adminServiceSuggestions}>Suggestions from customers</Link>
          <button
            type="button"
            className="button button--primary"
            onClick={() => update({ new: '1' }, false)}
          >
            Add a service
          </button>
        </div>
      </div>
      <ServiceFilterBar filters={filters} onChange={(next) => update(next)} />
      <ServicesTable services={shown} onOpen={(slug) => update({ edit: slug }, false)} />
    </>
  );
}
