import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '@theme/vars';

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & { rows?: undefined };
type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'rows'> & { rows: number };

/**
 * A one-line `input`, or with `rows` a multi-line `textarea`; every other prop goes to that
 * control as it is.
 */
export type FieldProps = { label: ReactNode } & (InputProps | TextAreaProps);

/**
 * A labelled form field. The label points at its control through an id from `useId`, which
 * renders the same on the server as in the browser, so prerendered fields hydrate as they are.
 */
export function Field({ label, ...control }: FieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {isMultiLine(control) ? <TextArea {...control} id={id} /> : <Input {...control} id={id} />}
    </FieldBox>
  );
}

function isMultiLine(control: InputProps | TextAreaProps): control is TextAreaProps {
  return control.rows !== undefined;
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
`;

const Label = styled.label`
  font-weight: ${vars.fontWeights.medium};
`;

const fieldStyles = css`
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.colors.textMuted};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.page};
  line-height: ${vars.lineHeights.body};

  /* A value the browser refuses, once the visitor has been at the field or tried to send: the
     browser says why, and the border shows which field. */
  &:user-invalid {
    border-color: ${vars.colors.danger};
    box-shadow: inset 0 0 0 1px ${vars.colors.danger};
  }

  &:disabled {
    border-color: ${vars.colors.border};
    background: ${vars.colors.surface};
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  ${fieldStyles}
`;

const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
`;
