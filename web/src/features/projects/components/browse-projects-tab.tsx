import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Col, Flex, Input, Pagination, Row, Skeleton, Spin } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state/query-state';
import { BROWSE_PAGE_SIZE, useBrowseProjects } from '../../../api/projects/browse-projects';
import { useProjectOptions } from '../../../api/projects/get-project-options';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { hasFilters, NO_FILTERS, selectedFilterCount, type ProjectFilters } from '../utils/filters';
import { BrowseEmptyState } from './browse-empty-state';
import { ProjectCard } from './project-card';
import { ProjectFilterPanel } from './project-filter-panel';

const FILTER_PANEL_ID = 'project-filter-panel';

/** Browse Projects (spec 2 §2): search, include completed, filters with a badge, and the cards. */
export function BrowseProjectsTab() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [includeCompleted, setIncludeCompleted] = useState(false);
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [page, setPage] = useState(1);
  // A new search starts again from the first page.
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    setPagedSearch(search);
    setPage(1);
  }

  const options = useProjectOptions();
  const browse = useBrowseProjects({ search, includeCompleted, page, ...filters });
  const filterCount = selectedFilterCount(filters);

  const changeFilters = (next: ProjectFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <h2 className="visually-hidden">Browse Projects</h2>
      <Flex gap={12} wrap align="center">
        <Input
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search projects by title, description or skills..."
          aria-label="Search projects"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          style={{ flex: '1 1 260px' }}
          maxLength={200}
        />
        <Checkbox
          checked={includeCompleted}
          onChange={(e) => {
            setIncludeCompleted(e.target.checked);
            setPage(1);
          }}
        >
          Include completed projects
        </Checkbox>
        <Badge count={filterCount}>
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls={FILTER_PANEL_ID}
            aria-label={filterCount > 0 ? `Filters (${filterCount} selected)` : 'Filters'}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters
          </Button>
        </Badge>
      </Flex>

      {filtersOpen && (
        <QueryState
          query={options}
          loadingLabel="Loading filters"
          placeholder={<Spin />}
          errorTitle="Failed to load the filter options"
        >
          {(data) => (
            <ProjectFilterPanel
              id={FILTER_PANEL_ID}
              options={data}
              filters={filters}
              onChange={changeFilters}
            />
          )}
        </QueryState>
      )}

      {/* An empty list carries its own Clear All Filters beside what it says. */}
      {!filtersOpen && hasFilters(filters) && browse.data?.projects.length !== 0 && (
        <Flex justify="end">
          <Button onClick={() => changeFilters(NO_FILTERS)}>Clear All Filters</Button>
        </Flex>
      )}

      <QueryState
        query={browse}
        loadingLabel="Loading projects"
        placeholder={<Skeleton active paragraph={{ rows: 6 }} />}
        errorTitle="Failed to load projects"
        retryLabel="Try again"
        isEmpty={(data) => data.projects.length === 0}
        empty={{
          description: <BrowseEmptyState search={search} filters={filters} />,
          action: hasFilters(filters) ? (
            <Button onClick={() => changeFilters(NO_FILTERS)}>Clear All Filters</Button>
          ) : undefined,
        }}
      >
        {(data) => (
          <Spin spinning={browse.isFetching && browse.isPlaceholderData}>
            <Row gutter={[16, 16]} role="list" aria-label="Research projects" aria-busy={browse.isFetching}>
              {data.projects.map((project) => (
                <Col key={project.id} xs={24} lg={12} role="listitem">
                  <ProjectCard project={project} />
                </Col>
              ))}
            </Row>
            {data.total > BROWSE_PAGE_SIZE && (
              <Flex justify="center" style={{ marginTop: 16 }}>
                <Pagination
                  current={page}
                  pageSize={BROWSE_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={(next) => setPage(next)}
                />
              </Flex>
            )}
          </Spin>
        )}
      </QueryState>
    </Flex>
  );
}
