import { Button, Card, Checkbox, Col, Flex, Row, Typography } from 'antd';
import type { ProjectOptionsResponse } from '@app/contracts/projects/http';
import {
  clearFilterGroup,
  FILTER_GROUP_TITLES,
  hasFilters,
  NO_FILTERS,
  setFilterGroup,
  type FilterGroup,
  type ProjectFilters,
} from '../utils/filters';

interface Props {
  id: string;
  options: ProjectOptionsResponse;
  filters: ProjectFilters;
  onChange: (filters: ProjectFilters) => void;
}

/** Three checkbox groups, each with its own clear button, and 'Clear All Filters' while any is set. */
export function ProjectFilterPanel({ id, options, filters, onChange }: Props) {
  const choices: Record<FilterGroup, string[]> = {
    categories: options.categories.map((c) => c.value),
    researchMethods: options.researchMethods,
    researchMethodologies: options.researchMethodologies,
  };
  return (
    <Card id={id} size="small" aria-label="Project filters" role="region">
      <Flex vertical gap={16}>
        {(Object.keys(FILTER_GROUP_TITLES) as FilterGroup[]).map((group) => {
          const headingId = `${id}-${group}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 15 }}>
                  {FILTER_GROUP_TITLES[group]}
                </Typography.Title>
                <Button
                  size="small"
                  type="link"
                  disabled={filters[group].length === 0}
                  onClick={() => onChange(clearFilterGroup(filters, group))}
                  aria-label={`Clear ${FILTER_GROUP_TITLES[group].toLowerCase()}`}
                >
                  Clear
                </Button>
              </Flex>
              <div role="group" aria-labelledby={headingId}>
                <Checkbox.Group
                  value={filters[group]}
                  onChange={(values) => onChange(setFilterGroup(filters, group, values as string[]))}
                  style={{ width: '100%' }}
                >
                  <Row gutter={[8, 4]} style={{ width: '100%' }}>
                    {choices[group].map((value) => (
                      <Col key={value} xs={24} sm={12} lg={8}>
                        <Checkbox value={value}>{value}</Checkbox>
                      </Col>
                    ))}
                  </Row>
                </Checkbox.Group>
              </div>
            </section>
          );
        })}
        {hasFilters(filters) && (
          <Flex justify="end">
            <Button onClick={() => onChange(NO_FILTERS)}>Clear All Filters</Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
