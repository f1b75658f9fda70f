import styled from 'styled-components';
import { cardSurface, listReset } from '@theme/mixins';
import { vars } from '@theme/vars';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { ProjectLinks } from '@/components/ProjectLinks';
import { TagList } from '@/components/TagList';
import { aboutProjectsShown } from '@/content/limits';
import { profile } from '@/content/profile';
import { projects } from '@/content/projects';
import { keySkills } from '@/content/skills';
import { routes } from '@/routes';

export function About() {
  return (
    <Container>
      <PageTitle>{routes.about.title}</PageTitle>
      <Intro>
        {profile.aboutIntro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Intro>

      <Sections>
        <Section aria-labelledby="hobbies">
          <h2 id="hobbies">Hobbies</h2>
          <p>{profile.hobbiesIntro}</p>
          <TagList tags={profile.hobbies} />
        </Section>

        <Section aria-labelledby="key-skills">
          <h2 id="key-skills">Key skills</h2>
          <SkillGroups>
            {keySkills.map((group) => (
              <li key={group.join()}>
                <TagList tags={group} />
              </li>
            ))}
          </SkillGroups>
        </Section>

        <Section aria-labelledby="project-links">
          <h2 id="project-links">Project links</h2>
          <ProjectLinks projects={projects} initiallyShown={aboutProjectsShown} />
        </Section>
      </Sections>
    </Container>
  );
}

const Intro = styled.div`
  max-width: ${vars.layout.textMaxWidth};
  font-size: ${vars.fontSizes.lg};
`;

const Sections = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  margin-top: ${vars.space[6]};
`;

const Section = styled.section`
  ${cardSurface}
  padding: ${vars.space[5]};

  h2 {
    font-size: ${vars.fontSizes.xl};
  }
`;

const SkillGroups = styled.ul`
  ${listReset}
  display: grid;
  gap: ${vars.space[3]};
`;
