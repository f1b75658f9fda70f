import styled from 'styled-components';
import { up } from '@theme/media';
import { cardSurface, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { sitePath } from '@/sitePath';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { ProjectLinks } from '@/components/ProjectLinks';
import { TagList } from '@/components/TagList';
import { aboutProjectsShown } from '@/content/limits';
import { useContent, useContentPart } from '@/hooks/useContent';

export function About() {
  const { ui, routeText, profile } = useContent();
  const projects = useContentPart('projects');
  const keySkills = useContentPart('keySkills');
  const { photo } = profile;
  return (
    <Container>
      <PageTitle>{routeText.pages.about.title}</PageTitle>
      <IntroRow>
        {photo && (
          // Lazy: its request starts after the first paint, which the intro's text makes alone.
          <Portrait
            src={sitePath(photo.src)}
            alt={photo.alt}
            width={480}
            height={600}
            loading="lazy"
            decoding="async"
          />
        )}
        <Intro>
          {profile.aboutIntro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Intro>
      </IntroRow>

      <Sections>
        <Section aria-labelledby="hobbies">
          <h2 id="hobbies">{ui.about.hobbies}</h2>
          <p>{profile.hobbiesIntro}</p>
          <TagList tags={profile.hobbies} />
        </Section>

        <Section aria-labelledby="key-skills">
          <h2 id="key-skills">{ui.about.keySkills}</h2>
          <SkillGroups>
            {keySkills.map((group) => (
              <li key={group.label}>
                <h3>{group.label}</h3>
                <TagList tags={group.skills} />
              </li>
            ))}
          </SkillGroups>
        </Section>

        <Section aria-labelledby="project-links">
          <h2 id="project-links">{ui.about.projectLinks}</h2>
          <ProjectLinks projects={projects} initiallyShown={aboutProjectsShown} />
        </Section>
      </Sections>
    </Container>
  );
}

/* The portrait comes first, small, on narrow screens; from lg up it stands beside the intro. */
const IntroRow = styled.div`
  display: grid;
  gap: ${vars.space[5]};

  ${up('lg')} {
    grid-template-columns: minmax(0, ${vars.layout.textMaxWidth}) ${vars.layout.portrait};
    justify-content: space-between;
    align-items: start;
    gap: ${vars.space[7]};
  }
`;

const Portrait = styled.img`
  width: ${vars.layout.portraitSmall};
  aspect-ratio: 4 / 5;
  object-fit: cover;
  border-radius: ${vars.radii.lg};
  box-shadow: ${vars.shadows.card};

  ${up('lg')} {
    grid-column: 2;
    grid-row: 1;
    width: 100%;
  }
`;

const Intro = styled.div`
  max-width: ${vars.layout.textMaxWidth};
  font-size: ${vars.fontSizes.lg};
`;

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  margin-top: ${vars.space[7]};
`;

const Section = styled.section`
  ${cardSurface}
  padding: ${vars.space[5]};

  h2 {
    font-size: ${vars.fontSizes.xl};
  }
`;

/* Each group's label above its skills; from md up, in a column of its own to their left. */
const SkillGroups = styled.ul`
  ${listReset}
  display: grid;
  gap: ${vars.space[4]};

  li {
    display: grid;
    gap: ${vars.space[2]};

    ${up('md')} {
      grid-template-columns: ${vars.layout.labelColumn} minmax(0, 1fr);
      align-items: baseline;
      gap: ${vars.space[4]};
    }
  }

  h3 {
    margin: 0;
    color: ${vars.colors.textMuted};
    font-size: ${vars.fontSizes.md};
  }
`;
