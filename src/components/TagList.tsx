import styled from 'styled-components';

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
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;
