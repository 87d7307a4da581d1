import { describeFilters, type ProjectFilters } from '../utils/filters';

interface Props {
  /** The settled search text ('' when the box is empty). */
  search: string;
  filters: ProjectFilters;
}

/**
 * What an empty Browse list says (spec 2 §2): 'No projects found', then why. With filters set it
 * names them and says a project must match all of them (any one choice within a group, as the
 * server filters); the search is mentioned only when there is one.
 */
export function BrowseEmptyState({ search, filters }: Props) {
  const set = describeFilters(filters);
  if (set.length === 0) {
    return (
      <>
        <div>No projects found</div>
        <div>
          {search ? 'Try adjusting your search terms' : 'No research projects available at the moment'}
        </div>
      </>
    );
  }
  const conditions = search ? [...set, `Search: “${search}”`] : set;
  return (
    <>
      <div>No projects found</div>
      <div>
        {conditions.length > 1
          ? 'No project matches all of these at once (a project must match every one):'
          : 'No project matches this filter:'}
      </div>
      <ul aria-label="Filters set" style={{ display: 'inline-block', textAlign: 'left', margin: '8px 0' }}>
        {conditions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div>{search ? 'Try adjusting your search terms or the filters.' : 'Try removing a filter.'}</div>
    </>
  );
}
