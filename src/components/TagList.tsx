import styled from 'styled-components';
import { listReset } from '@theme/mixins';
import { vars } from '@theme/vars';

interface TagListProps {
  tags: readonly string[];
  /** Names the list for screen readers, e.g. "Skills". */
  label?: string;
}

/** A wrapping row of small labels: skills, hobbies. */
export function TagList({ tags, label }: TagListProps) {
  return (
    <Tags aria-label={label}>
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </Tags>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  ${listReset}
  gap: ${vars.space[2]};
`;

const Tag = styled.li`
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  font-size: ${vars.fontSizes.sm};
  line-height: 1.5;
`;
