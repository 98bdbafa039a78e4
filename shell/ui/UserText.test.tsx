import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithUserText } from './UserText.js';

describe('WithUserText', () => {
  it("sets the visitor's text in <bdi> inside the sentence, wherever the message puts it", () => {
    const { container } = render(<p>{<WithUserText message={(email) => `An email was sent to ${email}.`} value="דנה@example.com" />}</p>);
    expect(container.textContent).toBe('An email was sent to דנה@example.com.');
    expect([...container.querySelectorAll('bdi')].map((el) => el.textContent)).toEqual(['דנה@example.com']);
  });

  it('isolates every place the message names it, and none when a host text leaves it out', () => {
    const twice = render(<p>{<WithUserText message={(name) => `${name}: rename ${name}?`} value="מפתח" />}</p>);
    expect(twice.container.querySelectorAll('bdi')).toHaveLength(2);
    const none = render(<p>{<WithUserText message={() => 'Check your inbox.'} value="מפתח" />}</p>);
    expect(none.container.textContent).toBe('Check your inbox.');
    expect(none.container.querySelectorAll('bdi')).toHaveLength(0);
  });
});
