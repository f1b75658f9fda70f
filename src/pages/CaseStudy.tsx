import styled from 'styled-components';
import { up } from '@theme/media';
import { Container } from '@/components/Container';
import { PageTitle } from '@/components/PageTitle';
import { caseStudy } from '@/content/caseStudy';
import { routes } from '@/routes';

/** The Design & Business Analysis case study: the scenario, then its four diagrams. */
export function CaseStudy() {
  return (
    <Container>
      <PageTitle>{routes.designBa.title}</PageTitle>

      <ScenarioCard aria-labelledby="scenario">
        <h2 id="scenario">{caseStudy.scenarioTitle}</h2>
        {caseStudy.scenario.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3>{caseStudy.featuresTitle}</h3>
        <Features>
          {caseStudy.features.map((feature) => (
            <li key={feature.name}>
              <strong>{feature.name}</strong>
              <span>{feature.detail}</span>
            </li>
          ))}
        </Features>
      </ScenarioCard>

      <Figures>
        {caseStudy.figures.map((figure, index) => (
          <Figure key={figure.src}>
            <h2>{figure.title}</h2>
            <a href={figure.src} aria-label={`${figure.title}: open the full-size image`}>
              <img
                src={figure.src}
                alt={figure.alt}
                width={figure.width}
                height={figure.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </a>
            <figcaption>{figure.caption}</figcaption>
          </Figure>
        ))}
      </Figures>
    </Container>
  );
}

const ScenarioCard = styled.article`
  max-width: ${({ theme }) => theme.layout.textMaxWidth};
  margin-bottom: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Figures = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space[7]};

  /* The diagrams are drawn portrait for phones; on wide screens two sit side by side. */
  ${up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Figure = styled.figure`
  margin: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  a {
    display: block;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.page};
  }

  img {
    width: 100%;
    margin: 0 auto;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
