import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { researcherResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ResearcherHeader } from './researcher-header';

const PHOTO = '/api/profile/images/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('ResearcherHeader', () => {
  it('shows the 96 px photo from the 256 px size, and offers the browser the others', () => {
    const researcher = researcherResponse({ profileImageUrl: PHOTO });
    renderApp(<ResearcherHeader researcher={researcher} />);
    const photo = screen.getByRole('img', { name: `Photo of ${researcher.name}` });
    expect(photo).toHaveAttribute('src', `${PHOTO}?size=256`);
    expect(photo.getAttribute('srcset')).toBe(
      `${PHOTO}?size=64 0.667x, ${PHOTO}?size=256 2.667x, ${PHOTO}?size=512 5.333x`,
    );
  });

  it('lets a long email address wrap inside the card (at 390 px it ran past the edge)', () => {
    const email = 'professor.alexandra.konstantinopoulou@education.example.edu.au';
    renderApp(<ResearcherHeader researcher={researcherResponse({ email })} />);
    expect(screen.getByRole('link', { name: email }).parentElement).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
