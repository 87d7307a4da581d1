import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Col,
  Empty,
  Flex,
  Input,
  Pagination,
  Row,
  Skeleton,
  Spin,
} from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { BROWSE_PAGE_SIZE, useBrowseProjects } from '../api/browse-projects';
import { useProjectOptions } from '../api/get-project-options';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { hasFilters, NO_FILTERS, selectedFilterCount, type ProjectFilters } from '../utils/filters';
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

      {filtersOpen &&
        (options.data ? (
          <ProjectFilterPanel
            id={FILTER_PANEL_ID}
            options={options.data}
            filters={filters}
            onChange={changeFilters}
          />
        ) : options.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorMessage(options.error, 'Failed to load the filter options')}
          />
        ) : (
          <Spin aria-label="Loading filters" />
        ))}

      {!filtersOpen && hasFilters(filters) && (
        <Flex justify="end">
          <Button onClick={() => changeFilters(NO_FILTERS)}>Clear All Filters</Button>
        </Flex>
      )}

      {browse.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : browse.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load projects"
          description={errorMessage(browse.error, 'Please try again.')}
          action={<Button onClick={() => browse.refetch()}>Try again</Button>}
        />
      ) : browse.data.projects.length === 0 ? (
        <Empty
          description={
            <>
              <div>No projects found</div>
              <div>
                {search || hasFilters(filters)
                  ? 'Try adjusting your search terms'
                  : 'No research projects available at the moment'}
              </div>
            </>
          }
        />
      ) : (
        <Spin spinning={browse.isFetching && browse.isPlaceholderData}>
          <Row gutter={[16, 16]} role="list" aria-label="Research projects" aria-busy={browse.isFetching}>
            {browse.data.projects.map((project) => (
              <Col key={project.id} xs={24} lg={12} role="listitem">
                <ProjectCard project={project} />
              </Col>
            ))}
          </Row>
          {browse.data.total > BROWSE_PAGE_SIZE && (
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Pagination
                current={page}
                pageSize={BROWSE_PAGE_SIZE}
                total={browse.data.total}
                showSizeChanger={false}
                onChange={(next) => setPage(next)}
              />
            </Flex>
          )}
        </Spin>
      )}
    </Flex>
  );
}
