import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { SectionError } from '#web/components/section.tsx';
import { useCategories, useNigerianStates } from '#web/lib/reference-data.ts';
import classes from './shelves.module.css';

/** Links into Explore with one filter applied: categories or states. */
export function BrowseLinks({ kind }: { kind: 'category' | 'state' }) {
  const categories = useCategories();
  const states = useNigerianStates();
  const query = kind === 'category' ? categories : states;
  const links =
    kind === 'category'
      ? (categories.data ?? []).map((c) => ({ key: c._id, label: c.name, value: c._id }))
      : (states.data ?? []).map((s) => ({ key: s.code, label: s.name, value: s.name }));
  if (query.isPending) {
    return (
      <div className={classes.chips} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={26} w={110} radius="xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <SectionError
        what={kind === 'category' ? 'categories' : 'states'}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <div className={classes.chips}>
      {links.map((l) => (
        <Button
          key={l.key}
          component={Link}
          to={`/explore?${new URLSearchParams({ [kind]: l.value })}`}
          variant="default"
          radius="xl"
          size="compact-sm"
          fw={500}
        >
          {l.label}
        </Button>
      ))}
    </div>
  );
}
