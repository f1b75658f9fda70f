import styled from 'styled-components';
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
  max-width: ${({ theme }) => theme.layout.textMaxWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.page};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SkillGroups = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
