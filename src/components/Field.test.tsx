import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { Field, type FieldProps } from './Field';

function renderFields(...fields: FieldProps[]) {
  render(
    <ThemeProvider theme={theme}>
      {fields.map((props, index) => (
        <Field key={index} {...props} />
      ))}
    </ThemeProvider>,
  );
}

describe('Field', () => {
  it('labels a one-line input, and with rows a multi-line textarea', () => {
    renderFields({ label: 'One line', type: 'email' }, { label: 'Several lines', rows: 4 });

    const input = screen.getByLabelText('One line');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    const textarea = screen.getByLabelText('Several lines');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
  });

  it('gives every field its own id, so two with the same label each name their own control', () => {
    renderFields({ label: 'Same' }, { label: 'Same', rows: 2 });

    const [first, second] = screen.getAllByLabelText('Same');
    expect(first?.tagName).toBe('INPUT');
    expect(second?.tagName).toBe('TEXTAREA');
    expect(first?.id).not.toBe(second?.id);
  });

  it('passes the other props to the control, which then behaves as the caller says', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Field
          label="Controlled"
          name="controlled"
          required
          maxLength={3}
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <Controlled />
      </ThemeProvider>,
    );

    const control = screen.getByLabelText('Controlled');
    await user.type(control, 'abcd');
    expect(control).toHaveValue('ABC');
    expect(control).toHaveAttribute('name', 'controlled');
    expect(control).toBeRequired();
  });
});
