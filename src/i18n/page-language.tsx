import { createContext, useContext, type ReactNode } from "react";
import { graphql } from "gatsby";
import { formatDate } from "../lib/dates";
import type { LanguageContext } from "../lib/languages";
import { required } from "../lib/required";

/**
 * What every component of a page reads in the page's language: company facts, navigation and
 * the language's addresses. It comes from each page's own query (the Chrome fragment, filtered
 * by $locale), never from useStaticQuery, whose one result every page would share: an English
 * page carries no Hindi and a Hindi page no English.
 */
export interface PageLanguage extends LanguageContext {
  chrome: Queries.ChromeFragment;
}

const PageLanguageContext = createContext<PageLanguage | null>(null);

export function PageLanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <PageLanguageContext.Provider value={value}>{children}</PageLanguageContext.Provider>;
}

export function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error("usePageLanguage: the page has no language (wrapPageElement provides it)");
  return value;
}

/** A content date (ISO) as the page's language writes it: one formatter for every date of the site. */
export function useFormatDate(): (value: string) => string {
  const { intlLocale } = usePageLanguage();
  const { dateAtTime } = useUi();
  return (value) => formatDate(value, intlLocale, dateAtTime);
}

/** The frame's and controls' words in the page's language (content/ui.json). */
export function useUi(): Queries.ChromeFragment["chromeUi"] & object {
  return required(usePageLanguage().chrome.chromeUi, "ui.json");
}

export const query = graphql`
  fragment Chrome on Query {
    chromeMetadata: site {
      siteMetadata {
        siteUrl
      }
    }
    chromeSite: siteJson(locale: { eq: $locale }) {
      name
      legalName
      regulatory {
        status
        partnersLabel
        partners {
          name
          role
        }
        nodalOfficerLabel
        nodalOfficer {
          name
          email
          phone
        }
        cinLabel
        cin
        registeredOfficeLabel
        grievancePolicy {
          href
          label
        }
      }
      tagline
      description
      foundingDate
      foundedLabel
      phone
      email
      grievanceOfficer {
        name
        email
        phone
      }
      responseTimes {
        acknowledgeWithin
        resolveWithin
      }
      copyrightYear
      address {
        streetAddress
        city
        region
        postalCode
        country
      }
      social {
        network
        label
        href
      }
    }
    chromeUi: uiJson(locale: { eq: $locale }) {
      skipToContent
      navigatedTo
      mainNavigation
      openMenu
      closeMenu
      closeDialog
      allRightsReserved
      pauseVideos
      playVideos
      profileNotFound
      backToTeam
      backToHome
      teamMembers
      readMore
      readMoreAbout
      portraitOf
      linkedinProfile
      linkedinHint
      emailPerson
      webMailHint
      learnMore
      talkToOurTeam
      developersPrompt
      readTheDocs
      clientLogos
      ratedOutOfFive
      starOne
      starMany
      testimonialPosition
      testimonialAnnouncement
      carousel
      slide
      previous
      next
      whatUsersSay
      contents
      allCategories
      matchesFound
      pressReleases
      filterPressReleases
      noPressReleases
      caseStudies
      filterCaseStudies
      noCaseStudies
      recentPostsHeading
      recentPosts
      noPosts
      viewAllBlogs
      inDepthHeading
      inDepthArticles
      noArticles
      searchEvents
      searchEventsPlaceholder
      upcomingEventsHeading
      upcomingEvents
      upcomingEventOne
      upcomingEventMany
      noUpcomingEvents
      register
      pastEventsHeading
      pastEvents
      pastEventOne
      pastEventMany
      noPastEvents
      viewDetails
      viewAllPastEvents
      showLess
      searchTopics
      searchTopicsPlaceholder
      discussions
      filterDiscussions
      discussionOne
      discussionMany
      noDiscussionsFor
      noDiscussionsInCategory
      startedBy
      tags
      replyOne
      replyMany
      searchSupportTopics
      searchSupportTopicsPlaceholder
      supportTopics
      supportTopicOne
      supportTopicMany
      supportStillStuck
      searchTerms
      searchTermsPlaceholder
      waysWeCanHelp
      firstName
      lastName
      name
      email
      phone
      message
      honeypot
      typeTheCode
      captchaCode
      refresh
      sendMessage
      sending
      sendingStatus
      readPrivacyPolicy
      emailRequired
      emailInvalid
      phoneInvalid
      tooLong
      captchaMismatch
      contactSuccess
      contactFailure
      yourRating
      submitFeedback
      feedbackThanks
      captchaDoesNotMatch
      spellCapital
      spellSmall
      spellDigit
      dateAtTime
      serviceInvalid
      phoneHint
      captchaRequired
      sendingSlow
      noScriptForm
      breadcrumbHome
      breadcrumbTeam
      service
      serviceFeatures
      serviceCapabilities
      newCode
      noSupportTopicsFor
      noTermsFor
      clearSearch
      showAll
      emptyHelpLabel
      emptyHelpHref
      termsMatch
    }
    chromeServices: allServicesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        path
      }
    }
    chromeNavigation: navigationJson(locale: { eq: $locale }) {
      header {
        href
        label
      }
      footer {
        title
        links {
          href
          label
        }
      }
      statementLink {
        href
        label
      }
      loginLabel
      signupLabel
      loginNote
    }
  }
`;
